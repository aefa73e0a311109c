import nodemailer from 'nodemailer';

/** One plain-text e-mail. There is deliberately no way to attach a file. */
export interface OutgoingMail {
  to: string;
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
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      transporter.close();
    },
  };
}
