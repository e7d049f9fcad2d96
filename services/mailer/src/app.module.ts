import { BullModule } from '@nestjs/bullmq'
import { DynamicModule, Module } from '@nestjs/common'
import { KitModule } from '@tessera/kit'
import { MAIL_QUEUE } from '@tessera/proto'
import type { MailerConfig } from './config.js'
import { MailProcessor } from './mail/mail.processor.js'
import { smtpTransportProvider } from './mail/smtp-transport.js'

@Module({})
export class AppModule {
  static register(config: MailerConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        KitModule.forRoot({ service: 'mailer', config, redis: true }),
        BullModule.registerQueue({ name: MAIL_QUEUE }),
      ],
      providers: [smtpTransportProvider, MailProcessor],
    }
  }
}
