import type { K8sObject } from './helm.js'

interface Model {
  validate(): void
}
type ModelClass = new (data: unknown) => Model

/** Kinds from outside Kubernetes itself that the chart may render (cert-manager's). */
const CUSTOM_KINDS = new Set(['cert-manager.io/v1 Certificate'])

/**
 * Validates an object against the Kubernetes API schema of its apiVersion and kind
 * (kubernetes-models); throws naming the object and the first problem.
 */
export async function validate(object: K8sObject): Promise<void> {
  const label = `${object.kind} ${object.metadata?.name}`
  if (CUSTOM_KINDS.has(`${object.apiVersion} ${object.kind}`)) return
  let Model: ModelClass | undefined
  try {
    const module = (await import(
      `kubernetes-models/${object.apiVersion}/${object.kind}`
    )) as Record<string, ModelClass>
    Model = module[object.kind]
  } catch {
    // Not a Kubernetes kind at this version.
  }
  if (!Model)
    throw new Error(`${label}: no Kubernetes schema for ${object.apiVersion} ${object.kind}`)
  try {
    new Model(object).validate()
  } catch (error) {
    throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

export interface Container {
  name: string
  image: string
  args?: string[]
  ports?: Array<{ name?: string; containerPort: number }>
  env?: Array<{
    name: string
    value?: string
    valueFrom?: { secretKeyRef?: { name: string; key: string } }
  }>
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> }
  securityContext?: {
    readOnlyRootFilesystem?: boolean
    allowPrivilegeEscalation?: boolean
    capabilities?: { drop?: string[] }
  }
  livenessProbe?: { httpGet?: { path: string; port: string | number } }
  readinessProbe?: { httpGet?: { path: string; port: string | number } }
}

export interface PodTemplate {
  owner: K8sObject
  labels: Record<string, string>
  spec: {
    securityContext?: { runAsNonRoot?: boolean }
    containers: Container[]
    initContainers?: Container[]
  }
}

interface WithTemplate {
  template?: { metadata?: { labels?: Record<string, string> }; spec: PodTemplate['spec'] }
  jobTemplate?: { spec: WithTemplate }
}

/** The pod template of every workload (Deployment, StatefulSet, Job, CronJob). */
export function podTemplates(objects: K8sObject[]): PodTemplate[] {
  const templates: PodTemplate[] = []
  for (const object of objects) {
    let spec = object.spec as WithTemplate | undefined
    if (object.kind === 'CronJob') spec = spec?.jobTemplate?.spec
    if (!spec?.template) continue
    templates.push({
      owner: object,
      labels: spec.template.metadata?.labels ?? {},
      spec: spec.template.spec,
    })
  }
  return templates
}

/** Whether a matchLabels selector selects pods with these labels. */
export function selects(
  selector: Record<string, string> | undefined,
  labels: Record<string, string>,
) {
  if (!selector || Object.keys(selector).length === 0) return false
  return Object.entries(selector).every(([key, value]) => labels[key] === value)
}

/** The pod templates a selector picks. */
export function selected(selector: Record<string, string> | undefined, pods: PodTemplate[]) {
  return pods.filter((pod) => selects(selector, pod.labels))
}

export const byKind = (objects: K8sObject[], kind: string) =>
  objects.filter((object) => object.kind === kind)

export function named(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name)
  if (!found) throw new Error(`no ${kind} ${name}`)
  return found
}

export const envOf = (container: Container, name: string) =>
  container.env?.find((entry) => entry.name === name)

/** Kubernetes memory quantities in MiB (Mi, Gi, M, G). */
export function mebibytes(quantity: string): number {
  const match = /^(\d+)(Mi|Gi|M|G)$/.exec(quantity)
  if (!match) throw new Error(`unexpected memory quantity ${quantity}`)
  const value = Number(match[1])
  return { Mi: value, Gi: value * 1024, M: (value * 1e6) / 2 ** 20, G: (value * 1e9) / 2 ** 20 }[
    match[2] as 'Mi' | 'Gi' | 'M' | 'G'
  ]
}
