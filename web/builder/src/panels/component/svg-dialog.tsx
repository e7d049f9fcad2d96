import { useEffect, useRef, useState } from 'react'
import { sanitizeSvg } from '@tessera/renderer'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { Dialog } from '../../ui/dialog'
import { DIALOG_DRAFT_MS } from '../../code/dialog-draft'
import CodeEditor from '../../code/code-editor'

export { DIALOG_DRAFT_MS }
const DRAFT_KEY = 'svgDialogDraft'

/** SVG content that sets its own width or height gets a hint (editor.md section 5). */
export function hasSizeText(markup: string): boolean {
  return /\b(width|height)\b/i.test(markup)
}

/**
 * Editing an SVG's markup in a code editor, with a preview toggle; Save replaces the content as
 * one undo step. The draft is kept in the editor state while the dialog is open.
 */
export function SvgDialog({ id, onClose }: { id: string; onClose(): void }) {
  const store = useBuilder()
  const t = useT()
  const content = store.editor.doc.findComponent(id)?.content ?? ''
  const [draft, setDraft] = useState(() => {
    const saved = store.view.extra<{ id?: string; text?: string }>(DRAFT_KEY)
    return saved?.id === id && typeof saved.text === 'string' ? saved.text : content
  })
  const [preview, setPreview] = useState(false)
  const latest = useRef(draft)
  latest.current = draft

  useEffect(() => {
    let saved = latest.current
    const timer = setInterval(() => {
      if (latest.current !== saved) {
        saved = latest.current
        store.view.setExtra(DRAFT_KEY, { id, text: saved })
      }
    }, DIALOG_DRAFT_MS)
    return () => clearInterval(timer)
  }, [store, id])

  const close = () => {
    store.view.setExtra(DRAFT_KEY, undefined)
    onClose()
  }
  const save = () => {
    store.components.setContent(id, draft)
    close()
  }

  return (
    <Dialog title={t('builder.svg.title')} onClose={close} size="large">
      <div className="svg-dialog">
        <div className="svg-toolbar" role="group" aria-label={t('builder.svg.view')}>
          <button
            type="button"
            className="button"
            aria-pressed={!preview}
            onClick={() => setPreview(false)}
          >
            {t('builder.svg.codeTab')}
          </button>
          <button
            type="button"
            className="button"
            aria-pressed={preview}
            onClick={() => setPreview(true)}
          >
            {t('builder.svg.previewTab')}
          </button>
        </div>
        {preview ? (
          <div
            className="svg-preview"
            role="img"
            aria-label={t('builder.svg.preview')}
            dangerouslySetInnerHTML={{ __html: sanitizeSvg(draft) }}
          />
        ) : (
          <div className="svg-code">
            <CodeEditor
              value={draft}
              language="xml"
              label={t('builder.svg.code')}
              autoFocus
              onChange={setDraft}
            />
          </div>
        )}
        {hasSizeText(draft) && (
          <p className="menu-note svg-hint" role="note">
            {t('builder.svg.sizeHint')}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button button-primary" onClick={save}>
            {t('builder.common.save')}
          </button>
          <button type="button" className="button" onClick={close}>
            {t('builder.common.cancel')}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
