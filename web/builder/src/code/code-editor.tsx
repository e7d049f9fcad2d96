import { useEffect, useRef } from 'react'
import { basicSetup, EditorView } from 'codemirror'
import { indentLess, indentMore } from '@codemirror/commands'
import { css } from '@codemirror/lang-css'
import { javascript } from '@codemirror/lang-javascript'
import { indentUnit, syntaxHighlighting } from '@codemirror/language'
import { EditorSelection, EditorState, type StateCommand } from '@codemirror/state'
import { keymap, placeholder as placeholderText } from '@codemirror/view'
import { xml } from '@codemirror/lang-xml'
import { readableHighlightStyle } from './readable-highlight'
import './code-editor.css'

/** Tab inserts two spaces at the cursor; with text selected it indents the selected lines. */
const insertIndent: StateCommand = ({ state, dispatch }) => {
  if (state.readOnly) return false
  if (state.selection.ranges.some((range) => !range.empty)) return indentMore({ state, dispatch })
  dispatch(
    state.update(
      state.changeByRange((range) => ({
        changes: { from: range.from, insert: '  ' },
        range: EditorSelection.cursor(range.from + 2),
      })),
      { scrollIntoView: true, userEvent: 'input' },
    ),
  )
  return true
}

export type CodeLanguage = 'css' | 'javascript' | 'xml'

const languages = { css, javascript, xml } as const

/**
 * A CodeMirror 6 editor (the builder's one code editor setup): Tab inserts two spaces (Escape
 * then Tab leaves the editor, CodeMirror's own way out), long lines wrap. Loaded
 * lazily with the dialogs and tabs that use it, so the builder's own chunk stays small.
 */
export default function CodeEditor({
  value,
  language,
  label,
  placeholder,
  autoFocus = false,
  readOnly = false,
  describedBy,
  onChange,
}: {
  value: string
  language: CodeLanguage
  label: string
  placeholder?: string
  autoFocus?: boolean
  readOnly?: boolean
  describedBy?: string
  onChange(value: string): void
}) {
  const host = useRef<HTMLDivElement>(null)
  const latest = useRef(value)
  latest.current = value
  const changed = useRef(onChange)
  changed.current = onChange

  useEffect(() => {
    if (!host.current) return
    const attributes: Record<string, string> = { 'aria-label': label }
    if (describedBy) attributes['aria-describedby'] = describedBy
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: latest.current,
        extensions: [
          basicSetup,
          languages[language](),
          syntaxHighlighting(readableHighlightStyle),
          indentUnit.of('  '),
          EditorState.tabSize.of(2),
          keymap.of([{ key: 'Tab', run: insertIndent, shift: indentLess }]),
          EditorState.readOnly.of(readOnly),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of(attributes),
          ...(placeholder ? [placeholderText(placeholder)] : []),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString())
          }),
        ],
      }),
    })
    if (autoFocus) view.focus()
    return () => view.destroy()
  }, [language, label, placeholder, autoFocus, readOnly, describedBy])

  // Escape is CodeMirror's first half of Escape-then-Tab (leave the editor by keyboard), not
  // the dialog's close.
  return (
    <div
      className="code-editor"
      ref={host}
      data-language={language}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.preventDefault()
      }}
    />
  )
}
