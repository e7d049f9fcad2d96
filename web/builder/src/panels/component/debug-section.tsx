import { observer } from 'mobx-react-lite'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'

/** The component as stored, for development builds only (editor.md section 2, Debug). */
export const DebugSection = observer(function DebugSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  if (!import.meta.env.DEV) return null
  store.editor.signals.track(id)
  const component = store.editor.doc.findComponent(id)
  if (!component) return null
  const { children, ...own } = component
  return (
    <section className="menu-section">
      <details className="debug-section">
        <summary>{t('builder.debug.title')}</summary>
        <pre>
          {JSON.stringify({ ...own, children: children?.map((child) => child.id) }, null, 2)}
        </pre>
      </details>
    </section>
  )
})
