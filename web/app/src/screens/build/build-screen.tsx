import { Builder } from '@tessera/builder'
import { observer } from 'mobx-react-lite'
import { useMemo, useRef, useState } from 'react'
import { useParams } from 'react-router'
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
      <Builder host={host} siteId={siteId ?? 'scratch'} />
      {loggingIn && <LoginDialog onDone={finishLogin} />}
    </>
  )
})
