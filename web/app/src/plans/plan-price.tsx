import type { Recurrence } from '@tessera/site-format/plans'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatUsd, monthlyShare } from './plan-format'

/**
 * What a person pays and how often, so that periods cannot be mistaken for one another:
 * "$30 billed monthly", "$30 billed yearly ($2.50 / month)".
 */
export function PlanPrice({
  cents,
  recurrence,
  amountClassName,
}: {
  cents: number
  recurrence: Recurrence
  amountClassName?: string
}) {
  const intl = useIntl()
  const price = <strong className={amountClassName}>{formatUsd(intl, cents)}</strong>
  const share = recurrence === 'Yearly' ? monthlyShare(cents) : undefined
  if (share === undefined) {
    return <FormattedMessage id={`plans.billed.${recurrence}`} values={{ price }} />
  }
  return (
    <FormattedMessage
      id="plans.billed.YearlyMonthly"
      values={{
        price,
        monthly: formatUsd(intl, share),
        share: (text: ReactNode[]) => <span className="plan-share">{text}</span>,
      }}
    />
  )
}
