import { Range, Transforms } from 'slate'
import { ReactEditor } from 'slate-react'
import type { TextEditorType } from './text-model'

/*
 * Focus and selection of the text in the canvas frame. Slate reads the DOM selection on
 * `selectionchange` a little later (throttled), and its own `ReactEditor.focus` checks the
 * document against this window's `Document`, which the frame's document is not; these helpers
 * do both directly on the element's own document.
 */

/** Takes the DOM selection into the editor now (before a toolbar action or a mark key). */
export function syncSelection(editor: TextEditorType): void {
  if (ReactEditor.isComposing(editor)) return
  const element = ReactEditor.toDOMNode(editor, editor)
  const selection = element.ownerDocument.getSelection()
  if (!selection || selection.rangeCount === 0) return
  if (!element.contains(selection.anchorNode) || !element.contains(selection.focusNode)) return
  const range = ReactEditor.toSlateRange(editor, selection, {
    exactMatch: false,
    suppressThrow: true,
  })
  if (range && !(editor.selection && Range.equals(range, editor.selection))) {
    Transforms.select(editor, range)
  }
}

/** Puts the DOM selection at the editor's selection, once its nodes are on the page. */
function showSelection(editor: TextEditorType, element: HTMLElement): boolean {
  const selection = element.ownerDocument.getSelection()
  if (!editor.selection || !selection) return true
  try {
    const range = ReactEditor.toDOMRange(editor, editor.selection)
    selection.removeAllRanges()
    selection.addRange(range)
    return true
  } catch {
    // The change is not rendered yet.
    return false
  }
}

/** Puts the focus in the text with the DOM selection at the editor's selection. */
export function focusText(editor: TextEditorType): void {
  const element = ReactEditor.toDOMNode(editor, editor)
  const shown = showSelection(editor, element)
  element.focus({ preventScroll: true })
  if (!shown || !showSelection(editor, element)) {
    setTimeout(() => showSelection(editor, element))
  }
}
