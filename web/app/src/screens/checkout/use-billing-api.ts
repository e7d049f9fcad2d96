import { BillingApi } from '../../billing/billing-api'
import { useLocalStore } from '../../components/use-store-state'
import { useStore } from '../../stores/store-context'

/** The billing service's calls over the app's one API client. */
export function useBillingApi(): BillingApi {
  const { api } = useStore()
  return useLocalStore(() => new BillingApi(api))
}
