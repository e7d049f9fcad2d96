import type { ReactNode } from 'react'

/** The centred card the account screens share. */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="auth-page">
      <div className="card auth-card">
        <h1 className="auth-title">{title}</h1>
        {children}
      </div>
      {footer && <div className="auth-footer">{footer}</div>}
    </div>
  )
}
