import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common'
import {
  Access,
  ApiRoute,
  type AuthUser,
  CurrentUser,
  Public,
  uuidParam,
  ZodPipe,
} from '@tessera/kit'
import type { MailLocale } from '@tessera/proto'
import { Locale } from '../common/locale.decorator.js'
import {
  registrationBody,
  updateUserBody,
  type RegistrationBody,
  type UpdateUserBody,
} from './dto.js'
import { errors } from '../errors.js'
import { sessionView, userView, type SessionView, type UserView } from './user.view.js'
import { UsersService } from './users.service.js'

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Public()
  @Post('registrations')
  @ApiRoute({
    summary: 'Register a user, with a session',
    response: sessionView,
    errors: [
      errors.UserExists,
      errors.SubdomainTaken,
      errors.password_length,
      errors.site_name,
      errors.site_subdomain_empty,
      errors.site_subdomain_format,
      errors.site_subdomain_reserved,
    ],
  })
  register(
    @Body(new ZodPipe(registrationBody)) body: RegistrationBody,
    @Locale() locale: MailLocale,
  ): Promise<SessionView> {
    return this.users.register(body, locale)
  }

  @Access('self')
  @Get(':id')
  @ApiRoute({ summary: 'Read a user', response: userView, errors: [errors.UserNotFound] })
  get(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<UserView> {
    return this.users.get(caller, id)
  }

  @Access('self')
  @Patch(':id')
  @ApiRoute({
    summary: 'Change a user',
    response: userView,
    errors: [
      errors.UserNotFound,
      errors.NoUpdates,
      errors.UserExists,
      errors.SubdomainTaken,
      errors.site_name,
      errors.site_subdomain_empty,
      errors.site_subdomain_format,
      errors.site_subdomain_reserved,
    ],
  })
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(updateUserBody)) body: UpdateUserBody,
    @Locale() locale: MailLocale,
  ): Promise<UserView> {
    return this.users.update(caller, id, body, locale)
  }
}
