import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';

/** One plain-text e-mail. There is deliberately no way to attach a file. */
export interface OutgoingMail {
  to: string;
  /** The display name it comes from, in place of MAIL_FROM's; null: MAIL_FROM as it is. */
  senderName: string | null;
  subject: string;
  text: string;
}

/** Sends e-mail; resolves once the mail server accepted the message, rejects otherwise. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, from SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A mail server that does not answer must not hold a worker for minutes: the outbox retries later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const [fromAddress] = addressparser(from, { flatten: true });
  return {
    async send(mail) {
      const sender = mail.senderName && fromAddress ? { name: mail.senderName, address: fromAddress.address } : from;
      await transporter.sendMail({ from: sender, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      transporter.close();
    },
  };
}
