{{/* Names, labels and addresses shared by every template. */}}

{{/* The release's base name, short enough for "-site-server-paid3" and "-custom-data-migrate". */}}
{{- define "tessera.fullname" -}}
{{- if contains "tessera" .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-tessera" .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* Selector labels of one workload: (dict "root" $ "component" name ["tier" tier]). */}}
{{- define "tessera.selectorLabels" -}}
app.kubernetes.io/name: tessera
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- with .tier }}
tessera.io/tier: {{ . | lower }}
{{- end }}
{{- end -}}

{{/* Every label of one workload: the selector labels and the chart's. */}}
{{- define "tessera.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
{{ include "tessera.selectorLabels" . }}
{{- end -}}

{{/* Labels of objects that belong to no one workload. */}}
{{- define "tessera.commonLabels" -}}
{{ include "tessera.labels" (dict "root" . "component" "tessera") }}
{{- end -}}

{{- define "tessera.image" -}}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) -}}
{{- end -}}

{{- define "tessera.appOrigin" -}}
{{- printf "%s://%s" .Values.platform.scheme .Values.platform.appHost -}}
{{- end -}}

{{/* A service's address inside the cluster: (list $ "sites" "grpc"|"http"). */}}
{{- define "tessera.url" -}}
{{- $root := index . 0 -}}
{{- $name := index . 1 -}}
{{- $service := index $root.Values.services $name -}}
{{- $port := ternary $service.grpcPort $service.port (eq (index . 2) "grpc") -}}
{{- printf "http://%s-%s:%v" (include "tessera.fullname" $root) $name $port -}}
{{- end -}}

{{/* A tier's resource name suffix: "site-server-free". */}}
{{- define "tessera.tierName" -}}
{{- printf "site-server-%s" (lower .) -}}
{{- end -}}

{{/* A tier's site servers inside the cluster: (list $ "Free"). */}}
{{- define "tessera.tierUrl" -}}
{{- $root := index . 0 -}}
{{- printf "http://%s-%s:%v" (include "tessera.fullname" $root) (include "tessera.tierName" (index . 1)) $root.Values.siteServer.port -}}
{{- end -}}

{{/* The enabled tiers, in plan order. */}}
{{- define "tessera.tiers" -}}
{{- $tiers := list -}}
{{- range $tier := list "Free" "Paid1" "Paid2" "Paid3" -}}
{{- $values := index $.Values.siteServer.tiers $tier -}}
{{- if and $values $values.enabled -}}
{{- $tiers = append $tiers $tier -}}
{{- end -}}
{{- end -}}
{{- toJson $tiers -}}
{{- end -}}

{{/* The lowest enabled tier: where hosts with no site go (it answers their not-found page). */}}
{{- define "tessera.firstTier" -}}
{{- first (include "tessera.tiers" . | fromJsonArray) -}}
{{- end -}}

{{/* The Secret holding every secret value (secrets.existingSecret, else the generated one). */}}
{{- define "tessera.secretName" -}}
{{- .Values.secrets.existingSecret | default (printf "%s-generated" (include "tessera.fullname" .)) -}}
{{- end -}}

{{/* The keys the chart generates when no existingSecret is given. */}}
{{- define "tessera.generatedKeys" -}}
{{- $keys := list "image-api-key" "altcha-hmac-key" "mcp-confirmation-secret" -}}
{{- if .Values.postgresql.enabled }}{{ $keys = append $keys "postgres-password" }}{{ end -}}
{{- if .Values.redis.enabled }}{{ $keys = append $keys "redis-password" }}{{ end -}}
{{- if .Values.objectStorage.minio.enabled }}{{ $keys = append $keys "minio-root-password" }}{{ end -}}
{{- join "," $keys -}}
{{- end -}}

{{/* An env entry read from the secret: (list $ "ENV_NAME" "key"). */}}
{{- define "tessera.secretEnv" -}}
- name: {{ index . 1 }}
  valueFrom:
    secretKeyRef:
      name: {{ include "tessera.secretName" (index . 0) }}
      key: {{ index . 2 }}
{{- end -}}

{{/* Pods that use a data store carry its label; the store's NetworkPolicy admits them. */}}
{{- define "tessera.storeLabels" -}}
{{- range .stores }}
tessera.io/uses-{{ . | lower }}: "true"
{{- end }}
{{- end -}}

{{/* Where the in-chart stores answer. */}}
{{- define "tessera.postgresHost" -}}{{ include "tessera.fullname" . }}-postgresql{{- end -}}
{{- define "tessera.redisHost" -}}{{ include "tessera.fullname" . }}-redis{{- end -}}
{{- define "tessera.minioHost" -}}{{ include "tessera.fullname" . }}-minio{{- end -}}

{{/* The S3 endpoints: (internal, public) for the in-chart MinIO or the external store. */}}
{{- define "tessera.s3Endpoint" -}}
{{- if .Values.objectStorage.minio.enabled -}}
{{- printf "http://%s:9000" (include "tessera.minioHost" .) -}}
{{- else -}}
{{- .Values.objectStorage.external.endpoint -}}
{{- end -}}
{{- end -}}

{{- define "tessera.s3PublicEndpoint" -}}
{{- if .Values.objectStorage.minio.enabled -}}
{{- printf "%s://%s" .Values.platform.scheme .Values.objectStorage.publicHost -}}
{{- else -}}
{{- .Values.objectStorage.external.publicEndpoint | default .Values.objectStorage.external.endpoint -}}
{{- end -}}
{{- end -}}

{{/* Settings and secret references a workload gets for each store it uses: (dict "root" $ "stores" list). */}}
{{- define "tessera.storeEnv" -}}
{{- $root := .root -}}
{{- $values := $root.Values -}}
{{- range .stores }}
{{- if eq . "database" }}
{{- if $values.postgresql.enabled }}
{{ include "tessera.secretEnv" (list $root "POSTGRES_PASSWORD" "postgres-password") }}
- name: DATABASE_URL
  value: "postgres://tessera:$(POSTGRES_PASSWORD)@{{ include "tessera.postgresHost" $root }}:5432/tessera"
{{- else }}
{{ include "tessera.secretEnv" (list $root "DATABASE_URL" "database-url") }}
{{- end }}
{{- else if eq . "redis" }}
{{- if $values.redis.enabled }}
{{ include "tessera.secretEnv" (list $root "REDIS_PASSWORD" "redis-password") }}
- name: REDIS_URL
  value: "redis://:$(REDIS_PASSWORD)@{{ include "tessera.redisHost" $root }}:6379/0"
{{- else }}
{{ include "tessera.secretEnv" (list $root "REDIS_URL" "redis-url") }}
{{- end }}
- name: REDIS_PREFIX
  value: {{ $values.platform.redisPrefix | quote }}
{{- else if eq . "objectStorage" }}
- name: S3_ENDPOINT
  value: {{ include "tessera.s3Endpoint" $root | quote }}
- name: S3_PUBLIC_ENDPOINT
  value: {{ include "tessera.s3PublicEndpoint" $root | quote }}
- name: S3_REGION
  value: {{ $values.objectStorage.region | quote }}
- name: S3_BUCKET
  value: {{ $values.objectStorage.bucket | quote }}
{{- if $values.objectStorage.minio.enabled }}
- name: S3_ACCESS_KEY_ID
  value: {{ $values.objectStorage.minio.rootUser | quote }}
{{ include "tessera.secretEnv" (list $root "S3_SECRET_ACCESS_KEY" "minio-root-password") }}
{{- else }}
{{ include "tessera.secretEnv" (list $root "S3_ACCESS_KEY_ID" "s3-access-key-id") }}
{{ include "tessera.secretEnv" (list $root "S3_SECRET_ACCESS_KEY" "s3-secret-access-key") }}
{{- end }}
{{- else if eq . "smtp" }}
{{- if $values.mail.smtpUrl }}
- name: SMTP_URL
  value: {{ $values.mail.smtpUrl | quote }}
{{- else }}
{{ include "tessera.secretEnv" (list $root "SMTP_URL" "smtp-url") }}
{{- end }}
- name: MAIL_FROM
  value: {{ $values.mail.from | quote }}
{{- end }}
{{- end }}
{{- end -}}

{{/* Waits (an init container) until each host:port answers: (list $ "host:port" ...). */}}
{{- define "tessera.waitFor" -}}
{{- $root := first . -}}
- name: wait-for
  image: {{ include "tessera.image" $root }}
  imagePullPolicy: {{ $root.Values.image.pullPolicy }}
  args: [job, wait-for]
  env:
    - name: WAIT_FOR
      value: {{ rest . | join "," | quote }}
  resources:
    requests: { cpu: 10m, memory: 32Mi }
    limits: { memory: 64Mi }
  securityContext: {{- toYaml $root.Values.containerSecurityContext | nindent 4 }}
{{- end -}}
