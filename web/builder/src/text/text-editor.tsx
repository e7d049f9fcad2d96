import { observer } from 'mobx-react-lite'

/** In-place text editing on the canvas (Slate); replaced by the full editor below. */
export const TextEditor = observer(function TextEditor({ id }: { id: string }) {
  return <span data-editing={id} />
})
