import { lazy, Suspense, type ComponentProps } from 'react'
import { useT } from '../i18n/use-t'

const Editor = lazy(() => import('./code-editor'))

/** The code editor, loaded on first use. */
export function LazyCodeEditor(props: ComponentProps<typeof Editor>) {
  const t = useT()
  return (
    <Suspense fallback={<p className="menu-note">{t('builder.code.loading')}</p>}>
      <Editor {...props} />
    </Suspense>
  )
}
