import type {
  BehaviorArg,
  ComponentEvent,
  ComponentState,
  Translations,
} from '@tessera/site-format'

/**
 * What a published page hands the runtime script, as JSON in
 * `<script type="application/json" id="tessera-data">`. The runtime finds elements by id
 * (component id) and reads the page structure from the DOM; components hidden by their state
 * are in `<template data-tessera-hidden="<id>">` elements at their place, to be swapped in when
 * a behaviour shows them.
 */
export interface RuntimeData {
  /** The shape of this object; raised when it changes incompatibly. */
  version: 1
  /** The page's route and the language it was rendered in. */
  route: string
  lang: string
  /** The languages the site has translations for. */
  languages: string[]
  /**
   * This page's address in each language, when each language has its own (published sites):
   * choosing a language goes there instead of switching the text in place.
   */
  alternates?: Record<string, string>
  /** The home page's href (the `homeLink` behaviour navigates there). */
  homePage: string
  /** Set by `toHtml` from its options. */
  siteId?: string
  apiBase?: string
  /** The behaviours the page's events call, with their code unless they are built in. */
  behaviors: Record<string, RuntimeBehavior>
  /** Per component: events, state and input values, for components that have any of them. */
  components: Record<string, RuntimeComponent>
  /** The site's translations, when the page has translated content or a language switch. */
  i18n?: Translations
  /** Sanitised content per language and component, for components with translated content. */
  content?: Record<string, Record<string, string>>
}

export interface RuntimeBehavior {
  id: string
  name: string
  args?: Record<string, BehaviorArg>
  /** The code; left out of a built-in behaviour the site did not change (the runtime has it). */
  code?: string
  /** A built-in behaviour as the runtime ships it (`builtinBehaviors` of `@tessera/site-format`). */
  builtin?: true
}

export interface RuntimeComponent {
  /** Stored tag (`Form`, `vue` included), for behaviours that look at `component.tag`. */
  tag: string
  parentId?: string
  mixins?: string[]
  events?: Record<string, ComponentEvent>
  state?: ComponentState
  /** Input values (`is`, else `default`), attribute inputs included. */
  inputs?: Record<string, unknown>
}
