import { BullModule } from '@nestjs/bullmq'
import { DynamicModule, Module } from '@nestjs/common'
import { KitModule, MailOutbox } from '@tessera/kit'
import { MAIL_QUEUE } from '@tessera/proto'
import { AgentGrantsController } from './agents/agent-grants.controller.js'
import { AgentGrantsService } from './agents/agent-grants.service.js'
import { AgentsRepository } from './agents/agents.repository.js'
import { ClientDocuments } from './agents/client-documents.js'
import { OAuthController } from './agents/oauth.controller.js'
import { OAuthService } from './agents/oauth.service.js'
import { SiteMembership } from './agents/site-membership.js'
import type { AuthConfig } from './config.js'
import { ConfirmationsController } from './confirmations/confirmations.controller.js'
import { ConfirmationsService } from './confirmations/confirmations.service.js'
import { authDatabase } from './database.js'
import { JwksController } from './keys/jwks.controller.js'
import { KeysService } from './keys/keys.service.js'
import { LoginsController } from './logins/logins.controller.js'
import { LoginsService } from './logins/logins.service.js'
import { PasswordHasher } from './logins/password-hasher.js'
import { SubdomainRegistry } from './users/subdomain-registry.js'
import { UsersController } from './users/users.controller.js'
import { UsersRepository } from './users/users.repository.js'
import { UsersService } from './users/users.service.js'

/** The service's HTTP routes; the OpenAPI document is read from them too. */
export const controllers = [
  UsersController,
  LoginsController,
  ConfirmationsController,
  JwksController,
  OAuthController,
  AgentGrantsController,
]

@Module({})
export class AppModule {
  static register(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        KitModule.forRoot({ service: 'auth', config, database: authDatabase, redis: true }),
        BullModule.registerQueue({ name: MAIL_QUEUE }),
      ],
      controllers,
      providers: [
        UsersRepository,
        UsersService,
        LoginsService,
        ConfirmationsService,
        KeysService,
        PasswordHasher,
        MailOutbox,
        SubdomainRegistry,
        AgentsRepository,
        AgentGrantsService,
        OAuthService,
        SiteMembership,
        ClientDocuments,
      ],
    }
  }
}
