import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client'

/** One Prometheus registry per process, with Node's default metrics and request timings. */
export class Metrics {
  readonly registry = new Registry()
  private readonly requestDuration: Histogram

  constructor(service: string) {
    this.registry.setDefaultLabels({ service })
    collectDefaultMetrics({ register: this.registry })
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    })
  }

  /**
   * Times one request. Labels use the matched route pattern, never the raw URL, to keep
   * cardinality bounded; `route` is asked when the answer is finished.
   */
  track(req: IncomingMessage, res: ServerResponse, route: () => string | undefined): void {
    const end = this.requestDuration.startTimer()
    res.once('finish', () => {
      end({ method: req.method, route: route() ?? 'unmatched', status: String(res.statusCode) })
    })
  }

  /** {@link track} as Express middleware: the route Express matched, else `res.locals.route`. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      this.track(
        req,
        res,
        () =>
          (req.route as { path?: string } | undefined)?.path ??
          (res.locals.route as string | undefined),
      )
      next()
    }
  }
}
