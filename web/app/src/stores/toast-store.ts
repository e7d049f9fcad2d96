import { makeAutoObservable } from 'mobx'
import type { MessageKey } from '../i18n/message-key'

export type ToastTone = 'info' | 'success' | 'error'

export interface Toast {
  id: number
  key: MessageKey
  tone: ToastTone
}

/** How long a toast stays unless the caller says otherwise. */
export const DEFAULT_TOAST_MS = 1500

/** Short messages that come and go on their own, announced politely to screen readers. */
export class ToastStore {
  toasts: Toast[] = []
  private nextId = 1
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>()

  constructor() {
    makeAutoObservable<ToastStore, 'nextId' | 'timers'>(this, { nextId: false, timers: false })
  }

  show(key: MessageKey, options: { tone?: ToastTone; durationMs?: number } = {}): number {
    const id = this.nextId++
    this.toasts.push({ id, key, tone: options.tone ?? 'info' })
    this.timers.set(
      id,
      setTimeout(() => this.dismiss(id), options.durationMs ?? DEFAULT_TOAST_MS),
    )
    return id
  }

  dismiss(id: number): void {
    clearTimeout(this.timers.get(id))
    this.timers.delete(id)
    this.toasts = this.toasts.filter((toast) => toast.id !== id)
  }
}
