/**
 * Mail, one port with two engines: SES v2 in AWS, the local SES server in the local stack
 * (AWS_ENDPOINT_URL_SESV2), through the same client. The sender is `MAIL_FROM`: the stack gives it,
 * with the permission to send as it, only to the functions whose route settings say `mail`, and only
 * when the deploy names a sender (`-c mailFrom`). Without it mail is off: an email feature asks
 * `mailEnabled()` first, and `sendMail` refuses.
 *
 * Only a function that imports this module carries the SES client in its bundle: import it from
 * the route or data operation that sends, never from a module every function loads.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { serverErrors } from '@shared/messages/server';
import { env } from './env';
import { NotSetUp } from './errors';

/** One mail as sent: built by ./mail-message.ts, which escapes and checks what goes in it. */
export interface Mail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Extra headers (the notification mails' RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post`). */
  readonly headers?: readonly { readonly name: string; readonly value: string }[];
}

const client = new SESv2Client({
  region: env.region,
  ...(env.sesEndpoint ? { endpoint: env.sesEndpoint } : {}),
  maxAttempts: 3,
});

/** Whether this function may send mail: a sender is set. */
export const mailEnabled = (): boolean => env.mailFrom !== undefined;

/** Sends one mail from `MAIL_FROM`; answers SES's message id. Without a sender: `NotSetUp`. */
export async function sendMail(mail: Mail): Promise<string | undefined> {
  if (env.mailFrom === undefined) throw new NotSetUp(serverErrors.mailNotSetUp);
  const charset = 'UTF-8';
  const { MessageId } = await client.send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom,
      Destination: { ToAddresses: [...mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: charset },
          Body: { Text: { Data: mail.text, Charset: charset }, Html: { Data: mail.html, Charset: charset } },
          ...(mail.headers?.length
            ? { Headers: mail.headers.map((header) => ({ Name: header.name, Value: header.value })) }
            : {}),
        },
      },
    }),
  );
  return MessageId;
}
