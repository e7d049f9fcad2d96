import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common'
import { CurrentUser, Public, uuidParam, ZodPipe, type AuthUser } from '@tessera/kit'
import type { MailLocale } from '@tessera/proto'
import { Locale } from '../common/locale.decorator.js'
import {
  registrationBody,
  updateUserBody,
  type RegistrationBody,
  type UpdateUserBody,
} from './dto.js'
import type { SessionView, UserView } from './user.view.js'
import { UsersService } from './users.service.js'

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Public()
  @Post('registrations')
  register(
    @Body(new ZodPipe(registrationBody)) body: RegistrationBody,
    @Locale() locale: MailLocale,
  ): Promise<SessionView> {
    return this.users.register(body, locale)
  }

  @Get(':id')
  get(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<UserView> {
    return this.users.get(caller, id)
  }

  @Patch(':id')
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(updateUserBody)) body: UpdateUserBody,
    @Locale() locale: MailLocale,
  ): Promise<UserView> {
    return this.users.update(caller, id, body, locale)
  }
}
