/** A dialog's draft is copied to the editor state this often while it is open (editor.md 9). */
export const DIALOG_DRAFT_MS = 1500
