import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { argPrimitives, commandHandlers, newMenuBlocks, type ArgType } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { buildMenuEntries } from '../store/view-state'
import { argTypeKey } from './arg-type'
import en from './messages/en.json'
import zh from './messages/zh-tw.json'

const SRC = fileURLToPath(new URL('..', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [path] : []
  })
}

/** Every literal message id in the builder's code. */
const usedIds = new Set(
  sources(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/['"`]((?:builder|build)\.[A-Za-z0-9_.-]+)['"`]/g)].map(
      (m) => m[1]!,
    ),
  ),
)

describe('the builder catalogues', () => {
  it('have the same keys in English and Traditional Chinese, none empty', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort())
    for (const catalogue of [en, zh]) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('')
    }
  })

  it('hold every id the code names', () => {
    const missing = [...usedIds].filter((id) => !id.endsWith('.') && !Object.hasOwn(en, id))
    expect(missing).toEqual([])
  })

  it('name every New-menu block and every build-menu entry', () => {
    for (const block of newMenuBlocks) expect(en).toHaveProperty([`builder.block.${block.id}`])
    for (const entry of buildMenuEntries) expect(en).toHaveProperty([`builder.menu.${entry}`])
  })

  it('name every type a behaviour arg or a component input can have', () => {
    const types = argPrimitives.flatMap((type): ArgType[] => [type, `${type}[]`, `${type}{}`])
    for (const type of types) expect(en, type).toHaveProperty([argTypeKey(type)])
  })

  it('describe every kind of command in the history menu', () => {
    for (const type of Object.keys(commandHandlers)) {
      const key = type === 'editC' ? 'editC.fields' : type
      expect(en).toHaveProperty([`builder.history.cmd.${key}`])
    }
  })
})
