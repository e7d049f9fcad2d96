import { BullModule } from '@nestjs/bullmq'
import { DynamicModule, Inject, Module, type OnApplicationBootstrap } from '@nestjs/common'
import { KitModule, LOGGER, MailOutbox } from '@tessera/kit'
import { MAIL_QUEUE } from '@tessera/proto'
import type { Logger } from 'pino'
import { BillingInfoController } from './billing-info/billing-info.controller.js'
import { BillingInfoRepository } from './billing-info/billing-info.repository.js'
import { BillingInfoService } from './billing-info/billing-info.service.js'
import { CheckoutsController } from './checkouts/checkouts.controller.js'
import { CheckoutsRepository } from './checkouts/checkouts.repository.js'
import { CheckoutsService } from './checkouts/checkouts.service.js'
import { NotificationsController } from './checkouts/notifications.controller.js'
import { UserTokenController } from './checkouts/user-token.controller.js'
import { SitesClient } from './common/sites.client.js'
import type { BillingConfig } from './config.js'
import { billingDatabase } from './database.js'
import { EcpayProvider } from './payments/ecpay/ecpay.provider.js'
import { PAYMENT_PROVIDER } from './payments/payment-provider.js'
import { BillingProcessor } from './subscriptions/billing.processor.js'
import { BILLING_QUEUE, BillingSchedule } from './subscriptions/billing-queue.js'
import { SubscriptionsService } from './subscriptions/subscriptions.service.js'

/** Starts the periodic reconciliation and sweep once the app is up. */
class Repeatables implements OnApplicationBootstrap {
  constructor(
    private readonly schedule: BillingSchedule,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.schedule.repeatables()
    this.logger.info('billing reconciliation and sweep scheduled')
  }
}

/** The service's HTTP routes; the OpenAPI document is read from them too. */
export const controllers = [
  CheckoutsController,
  NotificationsController,
  BillingInfoController,
  UserTokenController,
]

@Module({})
export class AppModule {
  static register(config: BillingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        KitModule.forRoot({ service: 'billing', config, database: billingDatabase, redis: true }),
        BullModule.registerQueue({ name: MAIL_QUEUE }, { name: BILLING_QUEUE }),
      ],
      controllers,
      providers: [
        {
          provide: PAYMENT_PROVIDER,
          inject: [LOGGER],
          useFactory: (logger: Logger) =>
            new EcpayProvider(
              {
                merchantId: config.ECPAY_MERCHANT_ID,
                hashKey: config.ECPAY_HASH_KEY,
                hashIv: config.ECPAY_HASH_IV,
                paymentBaseUrl: config.ECPAY_PAYMENT_URL,
                queryBaseUrl: config.ECPAY_QUERY_URL,
                timeoutMs: config.ECPAY_TIMEOUT_MS,
              },
              logger,
            ),
        },
        CheckoutsRepository,
        CheckoutsService,
        BillingInfoRepository,
        BillingInfoService,
        SitesClient,
        MailOutbox,
        BillingSchedule,
        SubscriptionsService,
        ...(config.BILLING_WORKER ? [BillingProcessor, Repeatables] : []),
      ],
    }
  }
}
