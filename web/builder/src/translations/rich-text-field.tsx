import { useState, type KeyboardEvent } from 'react'
import { Editor } from 'slate'
import { Editable, Slate } from 'slate-react'
import { sanitizeContent } from '@tessera/renderer'
import { useT } from '../i18n/use-t'
import { isBold, isFlagActive, newTextEditor, toggleBold, toggleFlag } from '../text/text-commands'
import { renderElement, renderLeaf } from '../text/text-editor'
import { fromHtml } from '../text/text-html'
import type { FlagMark } from '../text/text-model'
import { storedContent } from '../text/text-session'

const FLAGS: ReadonlyArray<{ mark: FlagMark | 'bold'; label: string; glyph: string; key: string }> =
  [
    { mark: 'bold', label: 'builder.text.bold', glyph: 'B', key: 'b' },
    { mark: 'italic', label: 'builder.text.italic', glyph: 'I', key: 'i' },
    { mark: 'underline', label: 'builder.text.underline', glyph: 'U', key: 'u' },
  ]

/**
 * A translation's text edited as text with its marks (bold, italic, underline by button or
 * Ctrl/Cmd+B/I/U), as the canvas edits it, never as HTML. `onChange` receives the content as
 * it is stored: plain text stays plain.
 */
export function RichTextField({
  value,
  label,
  onChange,
  onSubmit,
}: {
  value: string
  label: string
  onChange: (content: string) => void
  onSubmit: () => void
}) {
  const t = useT()
  const [editor] = useState(() => {
    const created = newTextEditor()
    created.children = fromHtml(sanitizeContent(value), document)
    Editor.normalize(created, { force: true })
    return created
  })
  const [, setMarksVersion] = useState(0)
  const toggle = (mark: FlagMark | 'bold') => {
    if (mark === 'bold') toggleBold(editor)
    else toggleFlag(editor, mark)
    setMarksVersion((n) => n + 1)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      onSubmit()
      return
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
    const flag = FLAGS.find((candidate) => candidate.key === event.key.toLowerCase())
    if (!flag) return
    event.preventDefault()
    toggle(flag.mark)
  }
  return (
    <Slate
      editor={editor}
      initialValue={editor.children}
      onChange={() => {
        if (editor.operations.some((operation) => operation.type !== 'set_selection'))
          onChange(storedContent(editor.children))
        setMarksVersion((n) => n + 1)
      }}
    >
      <div className="translations-rich-field">
        <div role="toolbar" aria-label={t('builder.text.toolbar')} className="translations-marks">
          {FLAGS.map(({ mark, label: name, glyph }) => (
            <button
              key={mark}
              type="button"
              className={`text-tool text-tool-${mark}`}
              aria-label={t(name)}
              title={t(name)}
              aria-pressed={mark === 'bold' ? isBold(editor) : isFlagActive(editor, mark)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => toggle(mark)}
            >
              {glyph}
            </button>
          ))}
        </div>
        <Editable
          className="translations-rich translations-rich-input"
          aria-label={label}
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          onKeyDown={onKeyDown}
        />
      </div>
    </Slate>
  )
}
