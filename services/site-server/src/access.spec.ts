import { routesWithoutAccess } from '@tessera/kit'
import { describe, expect, it } from 'vitest'
import { controllers } from './app.module.js'

describe("the site server's routes", () => {
  it('each declare who may call them', () => {
    expect(routesWithoutAccess(controllers)).toEqual([])
  })
})
