{{/*
The data stores the chart installs for a trial are pre-install hooks: they must answer before the
migration hooks run, which is before any ordinary resource exists. Created once at install,
they are left as they are by upgrades and by uninstall (their volumes too).
*/}}
{{- define "tessera.storeHook" -}}
helm.sh/hook: pre-install
helm.sh/hook-weight: "-20"
{{- end -}}

{{/* The pod settings of a store: (dict "root" $ "uid" 70 "gid" 70). */}}
{{- define "tessera.storePodSecurity" -}}
runAsNonRoot: true
runAsUser: {{ .uid }}
runAsGroup: {{ .gid }}
fsGroup: {{ .gid }}
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{/* A store's Service: (dict "root" $ "component" "postgresql" "port" 5432). */}}
{{- define "tessera.storeService" -}}
apiVersion: v1
kind: Service
metadata:
  name: {{ include "tessera.fullname" .root }}-{{ .component }}
  labels:
    {{- include "tessera.labels" . | nindent 4 }}
  annotations:
    {{- include "tessera.storeHook" . | nindent 4 }}
spec:
  type: ClusterIP
  selector:
    {{- include "tessera.selectorLabels" . | nindent 4 }}
  ports:
    - name: {{ .component }}
      port: {{ .port }}
      targetPort: {{ .component }}
{{- end -}}

{{/* Egress to one data store, installed here or external: (dict "root" $ "store" "database"). */}}
{{- define "tessera.storeEgress" -}}
{{- $values := .root.Values -}}
{{- $inChart := dict "database" $values.postgresql.enabled "redis" $values.redis.enabled "objectStorage" $values.objectStorage.minio.enabled -}}
{{- $component := dict "database" "postgresql" "redis" "redis" "objectStorage" "minio" -}}
{{- $external := dict "database" $values.postgresql.external "redis" $values.redis.external "objectStorage" $values.objectStorage.external -}}
{{- if eq .store "smtp" -}}
- to:
    - ipBlock:
        cidr: 0.0.0.0/0
  ports:
    {{- range $values.mail.egressPorts }}
    - port: {{ . }}
    {{- end }}
{{- else if index $inChart .store -}}
- to:
    - podSelector:
        matchLabels:
          {{- include "tessera.selectorLabels" (dict "root" .root "component" (index $component .store)) | nindent 10 }}
  ports:
    - port: {{ index $component .store }}
{{- else -}}
{{- $target := index $external .store -}}
- to:
    - ipBlock:
        cidr: {{ $target.cidr }}
  ports:
    - port: {{ $target.port }}
{{- end -}}
{{- end -}}
