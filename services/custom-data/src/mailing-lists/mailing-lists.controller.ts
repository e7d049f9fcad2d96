import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common'
import { ApiRoute, commonErrors, Public, safeText, ZodPipe } from '@tessera/kit'
import type { Request } from 'express'
import { z } from 'zod'
import { MailingListsService } from './mailing-lists.service.js'
import { errors } from '../errors.js'

const listId = z.string().regex(/^[A-Za-z0-9_-]{1,50}$/)

export const addContactBody = z.object({
  email: safeText(1000),
  list_type: z.literal('signup'),
  /** A field people never see: anything in it means a bot. */
  honeypot: z.string().max(1000).optional(),
})
export type AddContactBody = z.infer<typeof addContactBody>

@Controller('mailing_lists')
export class MailingListsController {
  constructor(private readonly lists: MailingListsService) {}

  /** Joins the platform's own sign-up list; no token. Already on it: CustomDataUniqueFail. */
  @Public()
  @Post(':id/actions/add_contact')
  @ApiRoute({
    summary: 'Join a mailing list',
    response: z.object({ email: z.string(), list_type: z.string() }),
    errors: [
      commonErrors.Forbidden,
      errors.CustomDataRequired,
      errors.CustomDataInvalidEmail,
      errors.CustomDataUniqueFail,
    ],
  })
  @HttpCode(200)
  addContact(
    @Req() req: Request,
    @Param('id', new ZodPipe(listId)) id: string,
    @Body(new ZodPipe(addContactBody)) body: AddContactBody,
  ): Promise<{ email: string; list_type: string }> {
    return this.lists.addContact(id, body, req.ip ?? '')
  }
}
