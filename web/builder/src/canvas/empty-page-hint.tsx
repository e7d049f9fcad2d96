import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { BuiltinComponentId, isEmptyPage, pageContentOf } from '@tessera/site-format'
import { keyCap } from '../actions/action'
import { allowedBlocks } from '../actions/registry'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import { useComponentsChanges } from './use-components-changes'

/** The blocks a first page is most often made of, with the actions that add them. */
const FIRST_BLOCKS: ReadonlyArray<{ id: string; action: string }> = [
  { id: BuiltinComponentId.h1, action: 'new.h1' },
  { id: BuiltinComponentId.text, action: 'new.text' },
  { id: BuiltinComponentId.image, action: 'new.image' },
  { id: BuiltinComponentId.button, action: 'new.button' },
  { id: BuiltinComponentId.containerVertical, action: 'new.containerVertical' },
]

/**
 * What an empty page shows on the canvas: where to start (the sections library), the blocks a
 * page is most often made of, and the keys that add them. It floats over the page and lets
 * drops through to it; it is the builder's, never part of the page.
 */
export const EmptyPageHint = observer(function EmptyPageHint(): ReactNode {
  const store = useBuilder()
  const t = useT()
  const root = store.page.root
  const content = pageContentOf(root)
  // Blocks added to the root or its content container end the hint.
  useComponentsChanges(store, content ? `${root.id} ${content.id}` : root.id)
  // Adding blocks is structure: a role without it is not offered the hint's buttons.
  if (!isEmptyPage(root) || store.roleLimit('design')) return null

  const { preferences } = store
  const newKey = preferences.keyOf('menu.new')
  const sectionsKey = preferences.keyOf('new.sections')
  const allowed = allowedBlocks(store)
  const keys = (...parts: Array<string | undefined>) =>
    parts.every((part) => part !== undefined) ? (
      <span className="tessera-empty-keys" aria-hidden="true">
        {parts.map((part) => (
          <kbd key={part}>{keyCap(part!)}</kbd>
        ))}
      </span>
    ) : null

  return (
    <section className="tessera-empty-page" aria-labelledby="tessera-empty-title">
      <h2 id="tessera-empty-title">{t('builder.emptyPage.title')}</h2>
      <p>{t('builder.emptyPage.text')}</p>
      <button
        type="button"
        className="tessera-empty-primary"
        onClick={() => store.view.openNewMenu('sections')}
      >
        <span>{t('builder.emptyPage.sections')}</span>
        {keys(newKey, sectionsKey)}
      </button>
      <p className="tessera-empty-or">{t('builder.emptyPage.blocks')}</p>
      <ul>
        {FIRST_BLOCKS.filter((block) => allowed.has(block.id)).map((block) => {
          const key = preferences.keyOf(block.action)
          const basic = preferences.table.find((a) => a.id === block.action)?.scope === 'newBasic'
          return (
            <li key={block.id}>
              <button type="button" onClick={() => store.components.addBlock(block.id)}>
                <span>{t(`builder.block.${block.id}`)}</span>
                {basic ? keys(newKey, key) : null}
              </button>
            </li>
          )
        })}
      </ul>
      {newKey !== undefined && (
        <p className="tessera-empty-note">{t('builder.emptyPage.keys', { key: keyCap(newKey) })}</p>
      )}
    </section>
  )
})

/** The hint's look, for the canvas document (the builder's stylesheet does not reach it). */
export const EMPTY_PAGE_CSS = `
.tessera-empty-page { position: absolute; top: 48px; left: 50%; transform: translateX(-50%); z-index: 2147483000; box-sizing: border-box; width: min(560px, calc(100% - 32px)); padding: 28px 28px 22px; background: #ffffff; color: #1f2937; border: 1px solid #d7dce5; border-radius: 14px; box-shadow: 0 12px 40px rgba(17, 24, 39, 0.12); font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', 'Noto Sans TC', 'PingFang TC', sans-serif; text-align: center; pointer-events: none; }
.tessera-empty-page h2 { margin: 0 0 6px; font-size: 22px; line-height: 1.3; font-weight: 700; color: #111827; }
.tessera-empty-page p { margin: 0 0 16px; color: #4b5563; }
.tessera-empty-page button { pointer-events: auto; font: inherit; cursor: pointer; }
.tessera-empty-primary { display: inline-flex; align-items: center; gap: 10px; padding: 11px 20px; border: none; border-radius: 8px; background: #4338ca; color: #ffffff; font-weight: 600 !important; }
.tessera-empty-primary:hover { background: #3730a3; }
.tessera-empty-page .tessera-empty-or { margin: 18px 0 10px; font-size: 13px; }
.tessera-empty-page ul { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; margin: 0; padding: 0; list-style: none; }
.tessera-empty-page li button { display: inline-flex; align-items: center; gap: 8px; padding: 7px 12px; border: 1px solid #d7dce5; border-radius: 8px; background: #f8fafc; color: #1f2937; }
.tessera-empty-page li button:hover { border-color: #4338ca; background: #eef2ff; }
.tessera-empty-page button:focus-visible { outline: 2px solid #4338ca; outline-offset: 2px; }
.tessera-empty-keys { display: inline-flex; gap: 3px; }
.tessera-empty-page kbd { display: inline-block; min-width: 18px; padding: 1px 5px; border: 1px solid currentColor; border-radius: 4px; font: 600 11px/1.4 ui-monospace, Menlo, Consolas, monospace; opacity: 0.75; }
.tessera-empty-page .tessera-empty-note { margin: 14px 0 0; font-size: 12px; color: #6b7280; }
`
