// Generated from services/gateway/src/contract/openapi.json by `make openapi`. Do not edit.

/**
 * The API's named shapes (components.schemas of the OpenAPI document). Dates are `Date` in
 * answers (the client revives ISO date strings) and `Date | string` in shapes only requests use.
 */
export interface ApiSchemas {
  ActivityEntryView: {
    id: string
    author_id: string | null
    author_email: string | null
    version_id: number
    kind: 'steps' | 'parts' | 'restore'
    parts: Array<string>
    changes: Array<{
      step: 'do' | 'undo' | 'redo' | 'clearHistory' | 'trimHistory'
      type?: string
      name?: string
    }>
    change_count: number
    saved_at: Date
  }
  ActivityListView: {
    results: Array<ApiSchemas['ActivityEntryView']>
    next_before: string | null
  }
  AgentActivityView: {
    results: Array<{
      id: string
      user_id: string
      client_id: string
      client_name: string
      tool: string
      digest: string | null
      version_before: string | null
      version_after: string | null
      outcome: string
      duration_ms: number
      created_at: Date
    }>
  }
  AssetListView: {
    results: Array<ApiSchemas['AssetView']>
    total: number
    total_usage: number
  }
  AssetView: {
    id: string
    name: string
    content_type: string
    content_size: number
    size: number
    site_id: string
    user_id: string
    url: string | null
    width: number | null
    height: number | null
    state: 'Created' | 'Uploaded' | 'Replacing' | 'Expired'
    upload_expires_at: Date | null
    created_at: Date
    updated_at: Date
  }
  BillingInfoView: {
    id: string
    email: string
    phoneCountry: string
    phoneNumber: string
    name: string
    countryCode: string
    address: string
    created_at: Date
  }
  ChallengeView: {
    algorithm: string
    challenge: string
    maxnumber?: number
    salt: string
    signature: string
  }
  ChargeView: {
    period: number
    amount: number
    settle_amount: number
    period_start: Date
    period_end: Date
    created_at: Date
  }
  CheckoutView: {
    id: string
    user_id: string
    status: string
    site_type: string
    recurrence: string
    amount: number
    currency: 'USD'
    settle_amount: number
    settle_currency: 'TWD'
    site_name: string
    subdomain: string
    site_id: string | null
    billing_info: {
      email: string
      phoneCountry: string
      phoneNumber: string
      name: string
      countryCode: string
      address: string
    } | null
    save_billing: boolean
    payment_error: string | null
    card4: string | null
    subscription: {
      status: string
      period: number
      period_start: Date | null
      period_end: Date | null
      canceled_at: Date | null
      delete_at: Date | null
    }
    expires_at: Date
    created_at: Date
    updated_at: Date
    charges?: Array<ApiSchemas['ChargeView']>
  }
  /** A collection and its fields, in order */
  Collection: {
    id: string
    name: string
    item_count: number
    fields: Array<ApiSchemas['CollectionField']>
    created_at: string
    updated_at: string
  }
  /** A collection's field; values are keyed by its id */
  CollectionField: {
    id: number
    name: string
    type:
      | 'PlainText'
      | 'RichText'
      | 'Image'
      | 'Gallery'
      | 'DateTime'
      | 'Number'
      | 'Switch'
      | 'Option'
      | 'Link'
      | 'Email'
      | 'Colour'
      | 'File'
      | 'Reference'
      | 'MultiReference'
      | 'Slug'
    validation_rules: Array<{
      rule_type: 'Required' | 'Unique' | 'MinLength' | 'MaxLength' | 'Min' | 'Max'
      parameter?: number
    }>
    choices: Array<string>
    target_collection_id: string | null
    source_field_id: number | null
    public: boolean
  }
  CollectionFieldInput: {
    name: string
    type:
      | 'PlainText'
      | 'RichText'
      | 'Image'
      | 'Gallery'
      | 'DateTime'
      | 'Number'
      | 'Switch'
      | 'Option'
      | 'Link'
      | 'Email'
      | 'Colour'
      | 'File'
      | 'Reference'
      | 'MultiReference'
      | 'Slug'
    validation_rules?: ReadonlyArray<{
      rule_type: 'Required' | 'Unique' | 'MinLength' | 'MaxLength' | 'Min' | 'Max'
      parameter?: number
    }>
    choices?: ReadonlyArray<string>
    target_collection_id?: string
    source_field_id?: number
    public?: boolean
  }
  /** An item of a collection, as its owner sees it */
  CollectionItem: {
    id: string
    status: 'Draft' | 'Published' | 'Scheduled'
    publish_at: string | null
    published_at: string | null
    created_at: string
    updated_at: string
    values: { [key: string]: string | number | boolean | Array<string> | { [key: string]: string } }
  }
  CustomDataRequest:
    | {
        action: 'ListTables'
        data?: Record<string, never>
      }
    | {
        action: 'CreateTable'
        data: {
          table_name: string
          columns:
            | {
                [key: string]: {
                  name: string
                  default?: string | null
                  data_type?: 'TEXT'
                  validation_rules?: ReadonlyArray<{
                    rule_type: 'Required' | 'Unique' | 'Email' | 'MinLength' | 'MaxLength'
                    parameter?: number | string | null
                  }>
                }
              }
            | ReadonlyArray<{
                name: string
                default?: string | null
                data_type?: 'TEXT'
                validation_rules?: ReadonlyArray<{
                  rule_type: 'Required' | 'Unique' | 'Email' | 'MinLength' | 'MaxLength'
                  parameter?: number | string | null
                }>
              }>
          events?: ReadonlyArray<{
            event_type: 'EmailRow'
            trigger: 'AddRow' | 'UpdateRow'
            options: {
              recipients: ReadonlyArray<string>
              locale?: 'en' | 'zh-tw'
            }
          }>
          visitor_readable?: boolean
        }
      }
    | {
        action: 'UpdateTable'
        data: {
          old_name: string
          new_name?: string
          events?: ReadonlyArray<{
            event_type: 'EmailRow'
            trigger: 'AddRow' | 'UpdateRow'
            options: {
              recipients: ReadonlyArray<string>
              locale?: 'en' | 'zh-tw'
            }
          }>
          visitor_readable?: boolean
        }
      }
    | {
        action: 'DeleteTable'
        data: {
          table_name: string
        }
      }
    | {
        action: 'AddColumn'
        data: {
          table_name: string
          column?: {
            name: string
            default?: string | null
            data_type?: 'TEXT'
            validation_rules?: ReadonlyArray<{
              rule_type: 'Required' | 'Unique' | 'Email' | 'MinLength' | 'MaxLength'
              parameter?: number | string | null
            }>
          }
          columns?:
            | {
                [key: string]: {
                  name: string
                  default?: string | null
                  data_type?: 'TEXT'
                  validation_rules?: ReadonlyArray<{
                    rule_type: 'Required' | 'Unique' | 'Email' | 'MinLength' | 'MaxLength'
                    parameter?: number | string | null
                  }>
                }
              }
            | ReadonlyArray<{
                name: string
                default?: string | null
                data_type?: 'TEXT'
                validation_rules?: ReadonlyArray<{
                  rule_type: 'Required' | 'Unique' | 'Email' | 'MinLength' | 'MaxLength'
                  parameter?: number | string | null
                }>
              }>
        }
      }
    | {
        action: 'ModifyColumn'
        data: {
          table_name: string
          old_column_name: string
          new_column_name?: string
          default?: string | null
          validation_rules?: ReadonlyArray<{
            rule_type: 'Required' | 'Unique' | 'Email' | 'MinLength' | 'MaxLength'
            parameter?: number | string | null
          }>
        }
      }
    | {
        action: 'ListRows'
        data: {
          table_name: string
          from?: number
          to?: number
        }
      }
    | {
        action: 'AddRow'
        data: {
          table_name: string
          row: { [key: string]: unknown }
          altcha?: string
          honeypot?: string
          row_secret?: string
        }
      }
    | {
        action: 'UpdateRow'
        data: {
          table_name: string
          row_id: string
          new_row: { [key: string]: unknown }
          altcha?: string
          honeypot?: string
          row_secret?: string
        }
      }
    | {
        action: 'RemoveRow'
        data: {
          table_name: string
          row_id: string
        }
      }
    | {
        action: 'GetRow'
        data: {
          table_name: string
          filters?: { [key: string]: string }
          row_secret?: string
        }
      }
  /** A row: its id and each column's value by name */
  CustomRowView: {
    id: string
  } & { [key: string]: string }
  /** A custom table, its columns and e-mail events */
  CustomTableView: {
    id: string
    name: string
    columns: {
      [key: string]: {
        name: string
        default: string | null
        data_type: 'TEXT'
        validation_rules: Array<{
          rule_type: 'Required' | 'Unique' | 'Email' | 'MinLength' | 'MaxLength'
          parameter?: number
        }>
      }
    }
    events: Array<{
      event_type: 'EmailRow'
      trigger: 'AddRow' | 'UpdateRow'
      options: {
        recipients: Array<string>
        locale: 'en' | 'zh-tw'
      }
    }>
    visitor_readable: boolean
    row_count: number
  }
  DomainView: {
    domain: string
    verified: boolean
    verify_txt: string
    verify_a: string
  }
  /** The body of every 4xx and 5xx answer. */
  ErrorEnvelope: {
    code: string
    message: string
  }
  InvitationView: {
    id: string
    email: string
    role: 'Owner' | 'Admin' | 'Designer' | 'ContentEditor' | 'Viewer'
    expires_at: Date
    created_at: Date
  }
  JobView: {
    jobId: string
    status: 'pending' | 'processing' | 'complete' | 'fail'
    error?: string
    result?: {
      size: number
      width: number
      height: number
      contentType: string
    }
  }
  LocalSiteView: {
    id: string
    user_id: string
    name: string
    version: string
    context: string
    defaults: string
    editor: string | null
    history: string
    pages: string
    pageOrder: string
    published: boolean
    subdomain: string | null
    disabled: boolean
    updated_at: Date
    content_updated_at: Date
    preview_id: string | null
  }
  MemberView: {
    user_id: string
    email: string | null
    role: 'Owner' | 'Admin' | 'Designer' | 'ContentEditor' | 'Viewer'
    created_at: Date
  }
  MetadataView: {
    id: string
    categories: Array<string>
  }
  NewerSaveView: {
    author_id: string
    author_email: string | null
    saved_at: Date
  }
  PresenceView: {
    others: Array<{
      user_id: string
      email: string | null
      role: 'Owner' | 'Admin' | 'Designer' | 'ContentEditor' | 'Viewer' | null
      page: string | null
      seen_at: Date
    }>
    heartbeat_seconds: number
  }
  PriceView: {
    site_type: 'Paid1' | 'Paid2' | 'Paid3'
    recurrence: string
    amount: number
    currency: 'USD'
    settle_amount: number
    settle_currency: 'TWD'
  }
  PublishedAsset: {
    id: string
    url: string | null
    width: number
    height: number
  }
  /** A published item, as visitors read it */
  PublishedCollectionItem: {
    id: string
    published_at: string | null
    created_at: string
    updated_at: string
    values: {
      [key: string]:
        | string
        | number
        | boolean
        | Array<string>
        | ApiSchemas['PublishedAsset']
        | Array<ApiSchemas['PublishedAsset']>
    }
  }
  RestorePointContentView: {
    id: string
    kind: 'publish' | 'replace' | 'restore' | 'named'
    name: string | null
    author_id: string | null
    author_email: string | null
    version_id: number
    source_point_id: string | null
    content_bytes: number
    stored_bytes: number
    created_at: Date
    content: {
      name: string
      version: string
      context: string
      defaults: string
      pages: string
      pageOrder: string
    }
  }
  RestorePointListView: {
    results: Array<ApiSchemas['RestorePointView']>
    total_bytes: number
    next_before: Date | null
  }
  RestorePointView: {
    id: string
    kind: 'publish' | 'replace' | 'restore' | 'named'
    name: string | null
    author_id: string | null
    author_email: string | null
    version_id: number
    source_point_id: string | null
    content_bytes: number
    stored_bytes: number
    created_at: Date
  }
  SavedCardView: {
    checkout_id: string
    site_name: string
    card4: string
  }
  SavedView: {
    update_key: string
    version_id: number
    updated_at: Date
    content_updated_at: Date
  }
  SessionView: {
    auth_token: string
    expires_at: Date
    user: ApiSchemas['UserView']
  }
  SiteContentView: {
    id: string
    user_id: string
    workspace_id: string
    name: string
    subdomain: string
    site_type: 'Free' | 'Paid1' | 'Paid2' | 'Paid3'
    published: boolean
    disabled: boolean
    live_version: number
    draft_version: number | null
    custom_domains: Array<ApiSchemas['DomainView']>
    site_server: {
      address: string
      ip_address: string
    }
    enable_preview: boolean
    preview_id: string | null
    created_at: Date
    updated_at: Date
    content_updated_at: Date
    edited_by: {
      user_id: string
      email: string | null
    } | null
    role?: 'Owner' | 'Admin' | 'Designer' | 'ContentEditor' | 'Viewer'
    version_id: number
    version: string
    context: string
    defaults: string
    pages: string
    pageOrder: string
    editor?: string
    history: string
    update_key: string
  }
  SiteRoleListView: {
    results: Array<{
      user_id: string
      role: 'Owner' | 'Admin' | 'Designer' | 'ContentEditor' | 'Viewer'
    }>
  }
  SiteVersionView: {
    id: string
    user_id: string
    version_id: number
    published: boolean
    name: string
    version: string
    context: string
    defaults: string
    pages: string
    pageOrder: string
    editor?: string
    history: string
    update_key: string
    updated_at: Date
    content_updated_at: Date
  }
  SiteView: {
    id: string
    user_id: string
    workspace_id: string
    name: string
    subdomain: string
    site_type: 'Free' | 'Paid1' | 'Paid2' | 'Paid3'
    published: boolean
    disabled: boolean
    live_version: number
    draft_version: number | null
    custom_domains: Array<ApiSchemas['DomainView']>
    site_server: {
      address: string
      ip_address: string
    }
    enable_preview: boolean
    preview_id: string | null
    created_at: Date
    updated_at: Date
    content_updated_at: Date
    edited_by: {
      user_id: string
      email: string | null
    } | null
    role?: 'Owner' | 'Admin' | 'Designer' | 'ContentEditor' | 'Viewer'
  }
  StepsSavedView: {
    update_key: string
    version_id: number
    updated_at: Date
    content_updated_at: Date
    newer_save: ApiSchemas['NewerSaveView'] | null
  }
  TemplateSummaryView: {
    id: string
    collection_id: string
    name: string
    description: string
    categories: Array<string>
    preview_url: string | null
    signed_preview_url: string | null
    version: string
    public: boolean
    created_at: Date
    updated_at: Date
  }
  TemplateView: {
    id: string
    collection_id: string
    name: string
    description: string
    categories: Array<string>
    preview_url: string | null
    signed_preview_url: string | null
    version: string
    public: boolean
    created_at: Date
    updated_at: Date
    context: string
    defaults: string
    pages: string
    pageOrder: string
  }
  UploadView: {
    id: string
    name: string
    content_type: string
    content_size: number
    size: number
    site_id: string
    user_id: string
    url: string | null
    width: number | null
    height: number | null
    state: 'Created' | 'Uploaded' | 'Replacing' | 'Expired'
    upload_expires_at: Date | null
    created_at: Date
    updated_at: Date
    signed_url: string
  }
  UsageView: {
    site_type: 'Free' | 'Paid1' | 'Paid2' | 'Paid3'
    max_pages_length: number
    restore_points_usage: number
    total_bandwidth: number
    bandwidth_allowance: number
    custom_data_usage: number
    custom_data_allowance: number
    total_site_view_count: number
    visitor_allowance: number
  }
  UserView: {
    id: string
    email: string
    email_confirmed: boolean
    user_type: 'Admin' | 'Owner'
    user_status: 'Active' | 'Blocked'
    created_at: Date
    identicon_avatar: string
    identity: {
      id: string
      name: string
      published: boolean
      subdomain: string
    } | null
  }
  VersionView: {
    id: number
    published: boolean
    updated_at: Date
  }
  WorkspaceView: {
    id: string
    name: string
    personal: boolean
    identicon_avatar: string
    role: 'Owner' | 'Admin' | 'Designer' | 'ContentEditor' | 'Viewer'
    created_at: Date
  }
}

/** Every route of the API as `METHOD path`: its path parameters, query, body and answer. */
export interface ApiOperations {
  /** List the agents the caller has connected */
  'GET /api/auth/agent-grants': {
    response: {
      grants: Array<{
        id: string
        client_id: string
        client_name: string
        scopes: Array<'sites:read' | 'sites:write' | 'sites:publish' | 'data:read' | 'assets:write'>
        site_ids: Array<string>
        created_at: string
        last_used_at: string | null
      }>
    }
  }
  /** Revoke a connected agent's access at once */
  'DELETE /api/auth/agent-grants/{id}': {
    params: {
      id: string
    }
    response: {
      grants: Array<{
        id: string
        client_id: string
        client_name: string
        scopes: Array<'sites:read' | 'sites:write' | 'sites:publish' | 'data:read' | 'assets:write'>
        site_ids: Array<string>
        created_at: string
        last_used_at: string | null
      }>
    }
  }
  /** Read an agent's pending request for access, for the consent screen */
  'GET /api/auth/agent-requests/{id}': {
    params: {
      id: string
    }
    response: {
      client_name: string
      client_site: string | null
      redirect_host: string
      scopes: Array<'sites:read' | 'sites:write' | 'sites:publish' | 'data:read' | 'assets:write'>
    }
  }
  /** Allow or deny an agent's request; answers where the browser goes next */
  'POST /api/auth/agent-requests/{id}': {
    params: {
      id: string
    }
    body:
      | {
          allow: true
          sites: ReadonlyArray<string>
          scopes: ReadonlyArray<
            'sites:read' | 'sites:write' | 'sites:publish' | 'data:read' | 'assets:write'
          >
        }
      | {
          allow: false
        }
    response: {
      redirect_url: string
    }
  }
  /** Confirm an e-mail address with the code sent to it */
  'POST /api/auth/confirm-email': {
    body: {
      code: string
    }
    response: {
      email_confirmed: true
    }
  }
  /** Log in */
  'POST /api/auth/logins': {
    body: {
      email: string
      password: string
    }
    response: ApiSchemas['SessionView']
  }
  /** Change the password, with the old one or a reset token */
  'PATCH /api/auth/logins/passwords': {
    body: {
      password: string
      old_password?: string
      token?: string
    }
    response: ApiSchemas['SessionView'] | Record<string, never>
  }
  /** E-mail a password reset link */
  'POST /api/auth/logins/reset-password': {
    body: {
      email: string
    }
    response: Record<string, never>
  }
  /** Send the confirmation e-mail again */
  'POST /api/auth/resend-confirm-email': {
    response: Record<string, never>
  }
  /** The caller's saved billing details and cards */
  'GET /api/billing_info': {
    response: {
      results: Array<ApiSchemas['BillingInfoView']>
      cards: Array<ApiSchemas['SavedCardView']>
    }
  }
  /** Forget saved billing details */
  'DELETE /api/billing_info/{id}': {
    params: {
      id: string
    }
    response: undefined
  }
  /** List the caller's checkouts */
  'GET /api/checkouts': {
    query: {
      status?: 'Pending' | 'Processing' | 'Completed' | 'Failed' | 'Canceled' | 'Expired'
    }
    response: {
      results: Array<ApiSchemas['CheckoutView']>
    }
  }
  /** Start a checkout for a paid site */
  'POST /api/checkouts': {
    body: {
      site_type: 'Paid1' | 'Paid2' | 'Paid3'
      recurrence?: 'Daily' | 'Monthly' | 'Yearly'
      name: string
      subdomain: string
    }
    response: ApiSchemas['CheckoutView']
  }
  /** Read a checkout */
  'GET /api/checkouts/{id}': {
    params: {
      id: string
    }
    response: ApiSchemas['CheckoutView']
  }
  /** Change a pending checkout's choices or billing details */
  'PATCH /api/checkouts/{id}': {
    params: {
      id: string
    }
    body: {
      recurrence?: 'Daily' | 'Monthly' | 'Yearly'
      billing_info?: {
        email: string
        phoneCountry: string
        phoneNumber: string
        name: string
        countryCode: string
        address: string
        save?: boolean
      }
      billing_info_id?: string
      status?: 'Canceled'
    }
    response: ApiSchemas['CheckoutView']
  }
  /** Cancel the subscription at the end of its period */
  'POST /api/checkouts/{id}/actions/cancel_subscription': {
    params: {
      id: string
    }
    body: Record<string, never>
    response: ApiSchemas['CheckoutView']
  }
  /** A payment form token for the checkout */
  'POST /api/checkouts/{id}/actions/create_ecpay_token': {
    params: {
      id: string
    }
    body: Record<string, never>
    response: {
      token: string
      expires_at: Date
      trade_no: string
      sdk_url: string
    }
  }
  /** Pay the checkout */
  'POST /api/checkouts/{id}/actions/pay': {
    params: {
      id: string
    }
    body: {
      pay_token: string
    }
    response: {
      id: string
      user_id: string
      status: string
      site_type: string
      recurrence: string
      amount: number
      currency: 'USD'
      settle_amount: number
      settle_currency: 'TWD'
      site_name: string
      subdomain: string
      site_id: string | null
      billing_info: {
        email: string
        phoneCountry: string
        phoneNumber: string
        name: string
        countryCode: string
        address: string
      } | null
      save_billing: boolean
      payment_error: string | null
      card4: string | null
      subscription: {
        status: string
        period: number
        period_start: Date | null
        period_end: Date | null
        canceled_at: Date | null
        delete_at: Date | null
      }
      expires_at: Date
      created_at: Date
      updated_at: Date
      charges?: Array<ApiSchemas['ChargeView']>
      three_d_url?: string
    }
  }
  /** Ask the payment provider about the open payment */
  'POST /api/checkouts/{id}/actions/query_ecpay_order': {
    params: {
      id: string
    }
    body: Record<string, never>
    response: ApiSchemas['CheckoutView']
  }
  /** Bring the subscription's charges up to date */
  'POST /api/checkouts/{id}/actions/sync_ecpay_charges': {
    params: {
      id: string
    }
    body: Record<string, never>
    response: ApiSchemas['CheckoutView']
  }
  /** The paid plans' prices */
  'GET /api/checkouts/prices': {
    response: {
      results: Array<ApiSchemas['PriceView']>
    }
  }
  /** The browser back from 3-D Secure: redirects to the checkout page */
  'POST /api/ecpay/checkouts/{id}/3ds_result': {
    params: {
      id: string
    }
    body: unknown
    response: never
  }
  /** The payment provider's notification (answers 1|OK) */
  'POST /api/ecpay/notifications': {
    body: unknown
    response: string
  }
  /** Accept an invitation with the token its link carries */
  'POST /api/invitations/actions/accept': {
    body: {
      token: string
    }
    response: ApiSchemas['WorkspaceView']
  }
  /** Start an image optimisation job (image API key) */
  'POST /api/jobs': {
    response: {
      jobId: string
    }
  }
  /** Read an image job's status */
  'GET /api/jobs/{jobId}': {
    params: {
      jobId: string
    }
    response: ApiSchemas['JobView']
  }
  /** Read one of the caller's local sites (no content when there is none) */
  'GET /api/local_sites/{id}': {
    params: {
      id: 'identity' | string
    }
    response: ApiSchemas['LocalSiteView'] | undefined
  }
  /** Save a local site */
  'PATCH /api/local_sites/{id}': {
    params: {
      id: 'identity' | string
    }
    body: {
      name?: string
      keepalive?: boolean
      version?: string
      context?: string
      defaults?: string
      pages?: string
      pageOrder?: string
      editor?: string
      history?: string
    }
    response: ApiSchemas['LocalSiteView']
  }
  /** Join a mailing list */
  'POST /api/mailing_lists/{id}/actions/add_contact': {
    params: {
      id: string
    }
    body: {
      email: string
      list_type: 'signup'
      honeypot?: string
    }
    response: {
      email: string
      list_type: string
    }
  }
  /** List assets */
  'GET /api/site-assets': {
    query: {
      site_id?: string
      content_type?: string
      search?: string
      user_id?: string
      state?: 'Created' | 'Uploaded' | 'Replacing' | 'Expired'
      sort?: string
      page?: number
      pageSize?: number
    }
    response: ApiSchemas['AssetListView']
  }
  /** Create an asset and an address to upload its file to */
  'POST /api/site-assets': {
    body: {
      name?: string
      content_type?: string
      content_size?: number
      site_id?: string
    }
    response: ApiSchemas['UploadView']
  }
  /** Read an asset */
  'GET /api/site-assets/{id}': {
    params: {
      id: string
    }
    response: ApiSchemas['AssetView']
  }
  /** Rename an asset */
  'PATCH /api/site-assets/{id}': {
    params: {
      id: string
    }
    body: {
      name: string
    }
    response: ApiSchemas['AssetView']
  }
  /** Delete an asset and its file */
  'DELETE /api/site-assets/{id}': {
    params: {
      id: string
    }
    response: undefined
  }
  /** Start replacing an asset's file */
  'POST /api/site-assets/{id}/actions/replace': {
    params: {
      id: string
    }
    body: {
      name?: string
      content_type?: string
      content_size?: number
    }
    response: ApiSchemas['UploadView']
  }
  /** Check the uploaded file and make it the served one */
  'POST /api/site-assets/{id}/actions/verify': {
    params: {
      id: string
    }
    response: ApiSchemas['AssetView']
  }
  /** List sites */
  'GET /api/sites': {
    query: {
      user_id?: string
      workspace_id?: string
    }
    response: {
      results: Array<ApiSchemas['SiteView']>
      asset_allowance: number
    }
  }
  /** Create a site */
  'POST /api/sites': {
    body: {
      name: string
      subdomain?: string
      site_type?: 'Free' | 'Paid1' | 'Paid2' | 'Paid3'
      workspace_id?: string
      version?: string
      context?: string
      defaults?: string
      pages?: string
      pageOrder?: string
      editor?: string
      history?: string
    }
    response: ApiSchemas['SiteView']
  }
  /** Read a site's categories */
  'GET /api/sites_metadata/{id}': {
    params: {
      id: string
    }
    response: ApiSchemas['MetadataView']
  }
  /** Set a site's categories */
  'PATCH /api/sites_metadata/{id}': {
    params: {
      id: string
    }
    body: {
      categories: ReadonlyArray<
        | 'Personal'
        | 'Portfolio'
        | 'Blog'
        | 'Business'
        | 'Educational'
        | 'News'
        | 'Entertainment'
        | 'Aggregator'
        | 'Community'
        | 'Wiki'
        | 'Knowledge Base'
      >
    }
    response: ApiSchemas['MetadataView']
  }
  /** Read a site with its latest version's content */
  'GET /api/sites/{id}': {
    params: {
      id: string
    }
    response: ApiSchemas['SiteContentView']
  }
  /** Change a site */
  'PATCH /api/sites/{id}': {
    params: {
      id: string
    }
    body: {
      name?: string
      subdomain?: string
      enable_preview?: boolean
      update_key?: string
      keepalive?: boolean
      version?: string
      context?: string
      defaults?: string
      pages?: string
      pageOrder?: string
      editor?: string
      history?: string
    }
    response: {
      id: string
      user_id: string
      workspace_id: string
      name: string
      subdomain: string
      site_type: 'Free' | 'Paid1' | 'Paid2' | 'Paid3'
      published: boolean
      disabled: boolean
      live_version: number
      draft_version: number | null
      custom_domains: Array<ApiSchemas['DomainView']>
      site_server: {
        address: string
        ip_address: string
      }
      enable_preview: boolean
      preview_id: string | null
      created_at: Date
      updated_at: Date
      content_updated_at: Date
      edited_by: {
        user_id: string
        email: string | null
      } | null
      role?: 'Owner' | 'Admin' | 'Designer' | 'ContentEditor' | 'Viewer'
      update_key?: string
      version_id?: number
    }
  }
  /** Delete a site */
  'DELETE /api/sites/{id}': {
    params: {
      id: string
    }
    response: undefined
  }
  /** Start a draft from the live version */
  'POST /api/sites/{id}/actions/create_draft': {
    params: {
      id: string
    }
    response: ApiSchemas['SiteView']
  }
  /** Delete the draft */
  'DELETE /api/sites/{id}/actions/delete_draft': {
    params: {
      id: string
    }
    response: ApiSchemas['SiteView']
  }
  /** Move a site to another workspace (an owner of both) */
  'POST /api/sites/{id}/actions/move': {
    params: {
      id: string
    }
    body: {
      workspace_id: string
    }
    response: undefined
  }
  /** Publish the latest version */
  'POST /api/sites/{id}/actions/publish': {
    params: {
      id: string
    }
    body: {
      publish: boolean
    }
    response: ApiSchemas['SiteView']
  }
  /** List the agents' calls on a site, newest first */
  'GET /api/sites/{id}/agent_activity': {
    params: {
      id: string
    }
    query: {
      limit?: number
      before?: string
    }
    response: ApiSchemas['AgentActivityView']
  }
  /** Add a custom domain */
  'POST /api/sites/{id}/domains': {
    params: {
      id: string
    }
    body: {
      domain: string
    }
    response: ApiSchemas['DomainView']
  }
  /** Remove a custom domain */
  'DELETE /api/sites/{id}/domains': {
    params: {
      id: string
    }
    body: {
      domain: string
    }
    response: undefined
  }
  /** Verify a custom domain's DNS records */
  'POST /api/sites/{id}/domains/actions/verify': {
    params: {
      id: string
    }
    body: {
      domain: string
    }
    response: ApiSchemas['DomainView']
  }
  /** Read a site for its preview */
  'GET /api/sites/{id}/preview': {
    params: {
      id: string
    }
    response: ApiSchemas['SiteContentView']
  }
  /** Read a published site's view count */
  'GET /api/sites/{id}/public_usage': {
    params: {
      id: string
    }
    response: {
      total_site_view_count: number
    }
  }
  /** List the people with their own role on a site (overriding their workspace's) */
  'GET /api/sites/{id}/roles': {
    params: {
      id: string
    }
    response: ApiSchemas['SiteRoleListView']
  }
  /** Set one person's own role on a site (null: the workspace's applies) */
  'PUT /api/sites/{id}/roles/{userId}': {
    params: {
      id: string
      userId: string
    }
    body: {
      role: 'Owner' | 'Admin' | 'Designer' | 'ContentEditor' | 'Viewer' | null
    }
    response: undefined
  }
  /** Read a site's usage and its plan's allowances */
  'GET /api/sites/{id}/usage': {
    params: {
      id: string
    }
    response: ApiSchemas['UsageView']
  }
  /** List a site's versions */
  'GET /api/sites/{id}/versions': {
    params: {
      id: string
    }
    response: {
      results: Array<ApiSchemas['VersionView']>
    }
  }
  /** Read one version of a site (no content when it has no such version) */
  'GET /api/sites/{id}/versions/{version}': {
    params: {
      id: string
      version: number
    }
    query: {
      content_updated_at?: Date | string
    }
    response: ApiSchemas['SiteContentView'] | undefined
  }
  /** Read a published site's published items of a collection, by the collection's name */
  'GET /api/sites/{siteId}/collections/{name}/items': {
    params: {
      siteId: string
      name: string
    }
    query: {
      page?: number
      sort?: string
      search?: string
      filter?: string
      lang?: string
      page_size?: number
    }
    response: {
      results: Array<ApiSchemas['PublishedCollectionItem']>
      page: number
      page_size: number
      has_more: boolean
    }
  }
  /** Act on a site's custom data: tables (owner) or rows (owner, or a visitor's form) */
  'POST /api/sites/{siteId}/custom_data': {
    params: {
      siteId: string
    }
    body: ApiSchemas['CustomDataRequest']
    response:
      | {
          results: Array<ApiSchemas['CustomTableView']>
        }
      | ApiSchemas['CustomTableView']
      | {
          name: string
        }
      | {
          results: Array<ApiSchemas['CustomRowView']>
          total: number
        }
      | {
          id: string
          row_secret?: string
        }
      | ApiSchemas['CustomRowView']
      | {
          id: string
        }
  }
  /** A proof-of-work challenge for a visitor's form */
  'GET /api/sites/{siteId}/custom_data/challenge': {
    params: {
      siteId: string
    }
    response: ApiSchemas['ChallengeView']
  }
  /** List a site's collections with their fields */
  'GET /api/sites/{siteId}/custom_data/collections': {
    params: {
      siteId: string
    }
    response: {
      results: Array<ApiSchemas['Collection']>
    }
  }
  /** Create a collection with its fields */
  'POST /api/sites/{siteId}/custom_data/collections': {
    params: {
      siteId: string
    }
    body: {
      name: string
      fields?: ReadonlyArray<ApiSchemas['CollectionFieldInput']>
    }
    response: ApiSchemas['Collection']
  }
  /** Rename a collection */
  'PATCH /api/sites/{siteId}/custom_data/collections/{collectionId}': {
    params: {
      siteId: string
      collectionId: string
    }
    body: {
      name: string
    }
    response: ApiSchemas['Collection']
  }
  /** Delete a collection (confirm=true when other fields refer to it) */
  'DELETE /api/sites/{siteId}/custom_data/collections/{collectionId}': {
    params: {
      siteId: string
      collectionId: string
    }
    query: {
      confirm?: 'true' | 'false'
    }
    response: undefined
  }
  /** Download a collection's items as CSV */
  'GET /api/sites/{siteId}/custom_data/collections/{collectionId}/export': {
    params: {
      siteId: string
      collectionId: string
    }
    response: string
  }
  /** Add a field to a collection */
  'POST /api/sites/{siteId}/custom_data/collections/{collectionId}/fields': {
    params: {
      siteId: string
      collectionId: string
    }
    body: ApiSchemas['CollectionFieldInput']
    response: ApiSchemas['Collection']
  }
  /** Rename a field or change its rules, choices, slug source or visibility */
  'PATCH /api/sites/{siteId}/custom_data/collections/{collectionId}/fields/{fieldId}': {
    params: {
      siteId: string
      collectionId: string
      fieldId: number
    }
    body: {
      name?: string
      validation_rules?: ReadonlyArray<{
        rule_type: 'Required' | 'Unique' | 'MinLength' | 'MaxLength' | 'Min' | 'Max'
        parameter?: number
      }>
      choices?: ReadonlyArray<string>
      source_field_id?: number | null
      public?: boolean
    }
    response: ApiSchemas['Collection']
  }
  /** Delete a field and its values (confirm=true when something refers to it) */
  'DELETE /api/sites/{siteId}/custom_data/collections/{collectionId}/fields/{fieldId}': {
    params: {
      siteId: string
      collectionId: string
      fieldId: number
    }
    query: {
      confirm?: 'true' | 'false'
    }
    response: ApiSchemas['Collection']
  }
  /** Add the rows of a CSV file as items; the answer is NDJSON progress, then a report */
  'POST /api/sites/{siteId}/custom_data/collections/{collectionId}/import': {
    params: {
      siteId: string
      collectionId: string
    }
    query: {
      mapping?: string
    }
    response: string
  }
  /** List a collection's items: pages of 25, 50 or 100, sorted, searched, filtered */
  'GET /api/sites/{siteId}/custom_data/collections/{collectionId}/items': {
    params: {
      siteId: string
      collectionId: string
    }
    query: {
      page?: number
      sort?: string
      search?: string
      filter?: string
      lang?: string
      page_size?: '25' | '50' | '100'
      status?: 'Draft' | 'Published' | 'Scheduled'
    }
    response: {
      results: Array<ApiSchemas['CollectionItem']>
      page: number
      page_size: number
      has_more: boolean
      total: number
    }
  }
  /** Add an item */
  'POST /api/sites/{siteId}/custom_data/collections/{collectionId}/items': {
    params: {
      siteId: string
      collectionId: string
    }
    body: {
      status?: 'Draft' | 'Published' | 'Scheduled'
      publish_at?: Date | string
      values?: { [key: string]: unknown }
    }
    response: ApiSchemas['CollectionItem']
  }
  /** Read an item */
  'GET /api/sites/{siteId}/custom_data/collections/{collectionId}/items/{itemId}': {
    params: {
      siteId: string
      collectionId: string
      itemId: string
    }
    response: ApiSchemas['CollectionItem']
  }
  /** Change an item's values or status */
  'PATCH /api/sites/{siteId}/custom_data/collections/{collectionId}/items/{itemId}': {
    params: {
      siteId: string
      collectionId: string
      itemId: string
    }
    body: {
      status?: 'Draft' | 'Published' | 'Scheduled'
      publish_at?: Date | string
      values?: { [key: string]: unknown }
    }
    response: ApiSchemas['CollectionItem']
  }
  /** Delete an item */
  'DELETE /api/sites/{siteId}/custom_data/collections/{collectionId}/items/{itemId}': {
    params: {
      siteId: string
      collectionId: string
      itemId: string
    }
    response: undefined
  }
  /** List the items that refer to an item, and through which field */
  'GET /api/sites/{siteId}/custom_data/collections/{collectionId}/items/{itemId}/references': {
    params: {
      siteId: string
      collectionId: string
      itemId: string
    }
    response: {
      results: Array<{
        item_id: string
        collection_id: string
        collection_name: string
        field_id: number
        field_name: string
      }>
    }
  }
  /** Publish, unpublish or delete several items */
  'POST /api/sites/{siteId}/custom_data/collections/{collectionId}/items/actions/bulk': {
    params: {
      siteId: string
      collectionId: string
    }
    body: {
      action: 'publish' | 'unpublish' | 'delete'
      ids: ReadonlyArray<string>
    }
    response: {
      ids: Array<string>
    }
  }
  /** Download a table as CSV */
  'GET /api/sites/{siteId}/custom_data/export': {
    params: {
      siteId: string
    }
    query: {
      table_name: string
    }
    response: string
  }
  /** Add the rows of a CSV file to a table; the answer is NDJSON progress lines */
  'POST /api/sites/{siteId}/custom_data/import': {
    params: {
      siteId: string
    }
    query: {
      table_name: string
      skip_errors?: '0' | '1' | 'true' | 'false'
    }
    response: string
  }
  /** List templates (summaries unless the content is asked for) */
  'GET /api/templates': {
    query: {
      collection_id?: string
      summary?: 'true' | 'false'
      categories?: string
    }
    response: {
      results: Array<ApiSchemas['TemplateView'] | ApiSchemas['TemplateSummaryView']>
    }
  }
  /** Add a template (admins) */
  'POST /api/templates': {
    body: {
      collection_id?: string
      name: string
      description: string
      categories?: ReadonlyArray<
        | 'Personal'
        | 'Portfolio'
        | 'Blog'
        | 'Business'
        | 'Educational'
        | 'News'
        | 'Entertainment'
        | 'Aggregator'
        | 'Community'
        | 'Wiki'
        | 'Knowledge Base'
      >
      preview_url?: string | null
      version?: string
      context: string
      defaults: string
      pages: string
      pageOrder: string
      public?: boolean
    }
    response: ApiSchemas['TemplateView']
  }
  /** Read a template */
  'GET /api/templates/{id}': {
    params: {
      id: string
    }
    response: ApiSchemas['TemplateView']
  }
  /** Change a template (admins) */
  'PATCH /api/templates/{id}': {
    params: {
      id: string
    }
    body: {
      collection_id?: string
      name?: string
      description?: string
      categories?: ReadonlyArray<
        | 'Personal'
        | 'Portfolio'
        | 'Blog'
        | 'Business'
        | 'Educational'
        | 'News'
        | 'Entertainment'
        | 'Aggregator'
        | 'Community'
        | 'Wiki'
        | 'Knowledge Base'
      >
      preview_url?: string | null
      version?: string
      context?: string
      defaults?: string
      pages?: string
      pageOrder?: string
      public?: boolean
    }
    response: ApiSchemas['TemplateView']
  }
  /** Delete a template (admins) */
  'DELETE /api/templates/{id}': {
    params: {
      id: string
    }
    response: undefined
  }
  /** Read a user */
  'GET /api/users/{id}': {
    params: {
      id: string
    }
    response: ApiSchemas['UserView']
  }
  /** Change a user */
  'PATCH /api/users/{id}': {
    params: {
      id: string
    }
    body: {
      email?: string
      user_type?: 'Admin' | 'Owner'
      user_status?: 'Active' | 'Blocked'
    }
    response: ApiSchemas['UserView']
  }
  /** A card-management token for the caller's saved cards */
  'POST /api/users/{id}/create_ecpay_user_token': {
    params: {
      id: string
    }
    body: {
      billing_info_id?: string
    }
    response: {
      token: string
      expires_at: Date
      sdk_url: string
    }
  }
  /** Register a user, with a session */
  'POST /api/users/registrations': {
    body: {
      email: string
      password: string
      identity?: string
      subdomain?: string
    }
    response: ApiSchemas['SessionView']
  }
  /** List the caller's workspaces with their role, personal first */
  'GET /api/workspaces': {
    response: {
      results: Array<ApiSchemas['WorkspaceView']>
    }
  }
  /** Create a team workspace (the caller owns it) */
  'POST /api/workspaces': {
    body: {
      name: string
    }
    response: ApiSchemas['WorkspaceView']
  }
  /** Rename a team workspace */
  'PATCH /api/workspaces/{id}': {
    params: {
      id: string
    }
    body: {
      name: string
    }
    response: undefined
  }
  /** Leave a workspace (its last owner cannot) */
  'POST /api/workspaces/{id}/actions/leave': {
    params: {
      id: string
    }
    response: undefined
  }
  /** List a workspace's open invitations */
  'GET /api/workspaces/{id}/invitations': {
    params: {
      id: string
    }
    response: {
      results: Array<ApiSchemas['InvitationView']>
    }
  }
  /** Invite an e-mail address (again: a new link, mailed again) */
  'POST /api/workspaces/{id}/invitations': {
    params: {
      id: string
    }
    body: {
      email: string
      role: 'Owner' | 'Admin' | 'Designer' | 'ContentEditor' | 'Viewer'
      locale?: 'en' | 'zh-tw'
    }
    response: ApiSchemas['InvitationView']
  }
  /** Withdraw an invitation */
  'DELETE /api/workspaces/{id}/invitations/{invitationId}': {
    params: {
      id: string
      invitationId: string
    }
    response: undefined
  }
  /** Send an invitation again with a new link, valid seven more days */
  'POST /api/workspaces/{id}/invitations/{invitationId}/actions/resend': {
    params: {
      id: string
      invitationId: string
    }
    response: ApiSchemas['InvitationView']
  }
  /** List a workspace's members and their roles */
  'GET /api/workspaces/{id}/members': {
    params: {
      id: string
    }
    response: {
      results: Array<ApiSchemas['MemberView']>
    }
  }
  /** Change a member's role */
  'PATCH /api/workspaces/{id}/members/{userId}': {
    params: {
      id: string
      userId: string
    }
    body: {
      role: 'Owner' | 'Admin' | 'Designer' | 'ContentEditor' | 'Viewer'
    }
    response: undefined
  }
  /** Remove a member */
  'DELETE /api/workspaces/{id}/members/{userId}': {
    params: {
      id: string
      userId: string
    }
    response: undefined
  }
  /** Load a version of a site for editing */
  'GET {siteServer}/api/sites/{id}': {
    params: {
      id: string
    }
    query: {
      version?: number
    }
    response: ApiSchemas['SiteVersionView']
  }
  /** Save a site's changed parts */
  'PATCH {siteServer}/api/sites/{id}': {
    params: {
      id: string
    }
    body: {
      update_key?: string
      force?: boolean
      version_id?: number
      keepalive?: boolean
      name?: string
      version?: string
      context?: string
      defaults?: string
      pages?: string
      pageOrder?: string
      editor?: string
      history?: string
    }
    response: ApiSchemas['SavedView']
  }
  /** List a site's saves: who saved what and when, newest first */
  'GET {siteServer}/api/sites/{id}/activity': {
    params: {
      id: string
    }
    query: {
      before?: string
      limit?: number
    }
    response: ApiSchemas['ActivityListView']
  }
  /** Hear the site's live events (server-sent events): `ready` once listening, then `saved` after each save that changed content */
  'GET {siteServer}/api/sites/{id}/events': {
    params: {
      id: string
    }
    response: string
  }
  /** Say the caller has the site open; answer the other members who have it open */
  'POST {siteServer}/api/sites/{id}/presence': {
    params: {
      id: string
    }
    body: {
      page?: string
    }
    response: ApiSchemas['PresenceView']
  }
  /** Say the caller closed the site */
  'DELETE {siteServer}/api/sites/{id}/presence': {
    params: {
      id: string
    }
    response: undefined
  }
  /** Read a published site's view count */
  'GET {siteServer}/api/sites/{id}/public_usage': {
    params: {
      id: string
    }
    response: {
      total_site_view_count: number
    }
  }
  /** List a site's restore points, newest first */
  'GET {siteServer}/api/sites/{id}/restore-points': {
    params: {
      id: string
    }
    query: {
      before?: Date | string
      limit?: number
    }
    response: ApiSchemas['RestorePointListView']
  }
  /** Keep the site as it is now as a named restore point */
  'POST {siteServer}/api/sites/{id}/restore-points': {
    params: {
      id: string
    }
    body: {
      name: string
    }
    response: ApiSchemas['RestorePointView']
  }
  /** Read a restore point with its content */
  'GET {siteServer}/api/sites/{id}/restore-points/{pointId}': {
    params: {
      id: string
      pointId: string
    }
    response: ApiSchemas['RestorePointContentView']
  }
  /** Delete a named restore point */
  'DELETE {siteServer}/api/sites/{id}/restore-points/{pointId}': {
    params: {
      id: string
      pointId: string
    }
    response: undefined
  }
  /** Restore a restore point (one undoable edit) */
  'POST {siteServer}/api/sites/{id}/restore-points/{pointId}/restore': {
    params: {
      id: string
      pointId: string
    }
    body: {
      version_id?: number
    }
    response: ApiSchemas['SavedView']
  }
  /** Save the edit steps made since the last save; UpdateStale carries newer_save when another member saved meanwhile */
  'PATCH {siteServer}/api/sites/{id}/steps': {
    params: {
      id: string
    }
    body: {
      save_id: string
      steps?: unknown
      version_id?: number
      editor?: string
      keepalive?: boolean
      seen_content_updated_at?: Date | string
    }
    response: ApiSchemas['StepsSavedView']
  }
}

export type ApiRoute = keyof ApiOperations

/** What a route answers (undefined for an answer without a body). */
export type ApiAnswer<R extends ApiRoute> = ApiOperations[R]['response']

/** The JSON body a route takes. */
export type ApiBody<R extends ApiRoute> = ApiOperations[R] extends { body: infer B } ? B : never

/** The query a route reads. */
export type ApiQuery<R extends ApiRoute> = ApiOperations[R] extends { query: infer Q } ? Q : never
