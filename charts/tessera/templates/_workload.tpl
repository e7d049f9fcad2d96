{{/*
One Tessera service: its Deployment, Service, and (when asked) HorizontalPodAutoscaler and
PodDisruptionBudget. Every service and every site-server tier is drawn by this template.
  (dict "root" $ "name" "auth" "component" "auth" ["tier" "Free"] "spec" <values> ["env" <yaml list>])
spec: port, grpcPort, replicas, resources, autoscaling, pdb, stores, env, secretEnv, public.
*/}}
{{- define "tessera.workload" -}}
{{- $root := .root -}}
{{- $spec := .spec -}}
{{- $fullname := printf "%s-%s" (include "tessera.fullname" $root) .name -}}
{{- $autoscaling := and $spec.autoscaling $spec.autoscaling.enabled -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "tessera.labels" . | nindent 4 }}
spec:
  {{- if not $autoscaling }}
  replicas: {{ $spec.replicas }}
  {{- end }}
  revisionHistoryLimit: 3
  selector:
    matchLabels:
      {{- include "tessera.selectorLabels" . | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "tessera.labels" . | nindent 8 }}
        {{- include "tessera.storeLabels" $spec | trim | nindent 8 }}
    spec:
      serviceAccountName: {{ include "tessera.fullname" $root }}
      automountServiceAccountToken: false
      enableServiceLinks: false
      securityContext:
        {{- toYaml $root.Values.podSecurityContext | nindent 8 }}
      {{- with $root.Values.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      containers:
        - name: {{ .component }}
          image: {{ include "tessera.image" $root }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          args: [{{ .component | quote }}]
          ports:
            - name: http
              containerPort: {{ $spec.port }}
            {{- with $spec.grpcPort }}
            - name: grpc
              containerPort: {{ . }}
            {{- end }}
          env:
            {{- include "tessera.containerEnv" . | nindent 12 }}
          startupProbe:
            httpGet: { path: /health/live, port: http }
            periodSeconds: 2
            failureThreshold: 60
          livenessProbe:
            httpGet: { path: /health/live, port: http }
            periodSeconds: 10
            timeoutSeconds: 3
            failureThreshold: 3
          readinessProbe:
            httpGet: { path: /health/ready, port: http }
            periodSeconds: 5
            timeoutSeconds: 3
            failureThreshold: 2
          resources:
            {{- toYaml $spec.resources | nindent 12 }}
          securityContext:
            {{- toYaml $root.Values.containerSecurityContext | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: 256Mi
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: kubernetes.io/hostname
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              {{- include "tessera.selectorLabels" . | nindent 14 }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "tessera.labels" . | nindent 4 }}
spec:
  type: ClusterIP
  selector:
    {{- include "tessera.selectorLabels" . | nindent 4 }}
  ports:
    - name: http
      port: {{ $spec.port }}
      targetPort: http
    {{- with $spec.grpcPort }}
    - name: grpc
      port: {{ . }}
      targetPort: grpc
      appProtocol: kubernetes.io/h2c
    {{- end }}
{{- if $autoscaling }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "tessera.labels" . | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ $fullname }}
  minReplicas: {{ $spec.autoscaling.minReplicas }}
  maxReplicas: {{ $spec.autoscaling.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ $spec.autoscaling.targetCPUUtilizationPercentage }}
{{- end }}
{{- with $spec.pdb }}
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "tessera.labels" $ | nindent 4 }}
spec:
  {{- if not (kindIs "invalid" .maxUnavailable) }}
  maxUnavailable: {{ .maxUnavailable }}
  {{- else }}
  minAvailable: {{ .minAvailable }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "tessera.selectorLabels" $ | nindent 6 }}
{{- end }}
{{- end -}}

{{/* The settings of a service's container, shared by its Deployment and its migration Job. */}}
{{- define "tessera.containerEnv" -}}
{{- $root := .root -}}
{{- $spec := .spec -}}
- name: NODE_ENV
  value: production
- name: HOST
  value: 0.0.0.0
- name: PORT
  value: {{ $spec.port | quote }}
- name: LOG_LEVEL
  value: {{ $root.Values.platform.logLevel | quote }}
# Requests arrive through the edge (and, in some modes, an ingress controller).
- name: TRUST_PROXY
  value: loopback, linklocal, uniquelocal
{{- if ne .component "auth" }}
- name: AUTH_JWKS_URL
  value: {{ printf "%s/.well-known/jwks.json" (include "tessera.url" (list $root "auth" "http")) | quote }}
{{- end }}
{{- with $spec.grpcPort }}
- name: GRPC_HOST
  value: 0.0.0.0
- name: GRPC_PORT
  value: {{ . | quote }}
{{- end }}
{{- include "tessera.storeEnv" (dict "root" $root "stores" $spec.stores) | trim | nindent 0 }}
{{- range $name, $key := $spec.secretEnv }}
{{- include "tessera.secretEnv" (list $root $name $key) | nindent 0 }}
{{- end }}
{{- range $name, $value := $spec.env }}
- name: {{ $name }}
  value: {{ tpl (toString $value) $root | quote }}
{{- end }}
{{- with .env }}
{{- . | nindent 0 }}
{{- end }}
{{- end -}}
