import { Builder } from '@tessera/builder'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { useStore } from '../../stores/store-context'
import { createBuilderHost } from './builder-host'
import { LoginDialog } from './login-dialog'

/**
 * The Build and BuildScratch routes: the builder (its own chunk, loaded only here) on a site,
 * hosted by the app's API client, session and dialogs.
 */
export const BuildScreen = observer(function BuildScreen() {
  const store = useStore()
  const { siteId } = useParams()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  // A template chosen on the Templates page: handed to the builder once, then dropped from the
  // address so a reload does not apply it again.
  const [templateId] = useState(() => search.get('template') ?? undefined)
  useEffect(() => {
    if (search.has('template')) {
      const rest = new URLSearchParams(search)
      rest.delete('template')
      const query = rest.toString()
      void navigate({ search: query ? `?${query}` : '' }, { replace: true })
    }
  }, [search, navigate])
  const [loggingIn, setLoggingIn] = useState(false)
  const loginDone = useRef<(ok: boolean) => void>(undefined)
  const host = useMemo(
    () =>
      createBuilderHost(store, () => {
        setLoggingIn(true)
        return new Promise<boolean>((resolve) => {
          loginDone.current = resolve
        })
      }),
    [store],
  )
  const finishLogin = (ok: boolean) => {
    setLoggingIn(false)
    loginDone.current?.(ok)
    loginDone.current = undefined
  }
  return (
    <>
      <Builder
        host={host}
        siteId={siteId ?? 'scratch'}
        {...(templateId === undefined ? {} : { templateId })}
      />
      {loggingIn && <LoginDialog onDone={finishLogin} />}
    </>
  )
})
