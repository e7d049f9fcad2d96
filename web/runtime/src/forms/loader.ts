// In the main runtime: loads the forms chunk once, beside the runtime script.
import { FORMS_BUNDLE, FORMS_GLOBAL, type VisitorForms } from './forms-api.js'

let loading: Promise<VisitorForms> | undefined

/** The chunk's URL: the runtime script's own URL with its file name replaced. */
export function formsScriptUrl(doc: Document): string {
  for (const script of Array.from(doc.scripts)) {
    const src = script.getAttribute('src') ?? ''
    const path = src.split('?')[0] ?? ''
    if (path.endsWith('/runtime.js')) return src.replace(/runtime\.js(\?|$)/, `${FORMS_BUNDLE}$1`)
  }
  return `/_tessera/${FORMS_BUNDLE}`
}

export function loadVisitorForms(doc: Document): Promise<VisitorForms> {
  const host = doc.defaultView as (Window & { [FORMS_GLOBAL]?: VisitorForms }) | null
  const ready = host?.[FORMS_GLOBAL]
  if (ready) return Promise.resolve(ready)
  loading ??= new Promise<VisitorForms>((resolve, reject) => {
    const script = doc.createElement('script')
    script.src = formsScriptUrl(doc)
    script.async = true
    script.onload = () => {
      const forms = host?.[FORMS_GLOBAL]
      if (forms) resolve(forms)
      else reject(new Error('forms chunk did not start'))
    }
    script.onerror = () => {
      loading = undefined
      reject(new Error('forms chunk failed to load'))
    }
    doc.head.appendChild(script)
  })
  return loading
}

/** For tests: forget a chunk loaded before. */
export function resetFormsLoader(): void {
  loading = undefined
}
