import { describe, expect, it } from 'vitest'
import type { SiteServerConfig } from '../config.js'
import { PagePictures, type Picture } from './page-pictures.js'

/** Pictures whose browser work is `shoot`, one at a time, each given `timeoutMs`. */
function pictures(shoot: () => Promise<Picture>, timeoutMs: number) {
  const config = { PREVIEW_CONCURRENCY: 1, PREVIEW_TIMEOUT_MS: timeoutMs } as SiteServerConfig
  const made = new PagePictures(config)
  ;(made as unknown as { shoot: () => Promise<Picture> }).shoot = shoot
  return { made, config }
}

const picture: Picture = { png: Buffer.from('png'), width: 320, height: 10, cut: false }

describe('page pictures', () => {
  it('hands on a turn given after its wait gave up, so later pictures still get one', async () => {
    let finish = () => {}
    const slow = () => new Promise<Picture>((resolve) => (finish = () => resolve(picture)))
    const { made, config } = pictures(slow, 1000)
    // The first holds the only turn; the second gives up waiting for it before it is free.
    const first = made.take('<p>a</p>', 320)
    config.PREVIEW_TIMEOUT_MS = 50
    await expect(made.take('<p>b</p>', 320)).rejects.toThrow('took too long')
    finish()
    await expect(first).resolves.toBe(picture)
    // A later picture gets the turn the second would have kept.
    config.PREVIEW_TIMEOUT_MS = 500
    ;(made as unknown as { shoot: () => Promise<Picture> }).shoot = () => Promise.resolve(picture)
    await expect(made.take('<p>c</p>', 320)).resolves.toBe(picture)
  })
})
