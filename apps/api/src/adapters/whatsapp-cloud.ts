// WhatsApp Cloud API (Meta Graph API): POST /{version}/{phone-number-id}/messages with a bearer token.
// With WHATSAPP_TEMPLATE set, sends that approved authentication template with the code as its body parameter
// (and copy-code button), which is what WhatsApp requires for business-initiated messages; otherwise plain text
// (only delivered inside a 24-hour customer service window, useful for testing with your own number).
import type { WhatsAppSender } from './delivery-types.ts';
import { DeliveryError } from './delivery-types.ts';

export interface WhatsAppCloudConfig {
  token: string;
  phoneId: string;
  apiVersion: string;
  template?: string;
  templateLang: string;
  /** Graph API origin (tests point it at a local server). */
  baseUrl?: string;
}

export function createWhatsAppCloudSender(
  config: WhatsAppCloudConfig,
  fetchImpl: typeof fetch = fetch,
): WhatsAppSender {
  const url = `${config.baseUrl ?? 'https://graph.facebook.com'}/${config.apiVersion}/${encodeURIComponent(config.phoneId)}/messages`;
  return {
    kind: 'whatsapp-cloud',
    async send(message) {
      const body = config.template
        ? {
            messaging_product: 'whatsapp',
            to: message.to,
            type: 'template',
            template: {
              name: config.template,
              language: { code: config.templateLang },
              components: [
                { type: 'body', parameters: [{ type: 'text', text: message.code }] },
                {
                  type: 'button',
                  sub_type: 'url',
                  index: '0',
                  parameters: [{ type: 'text', text: message.code }],
                },
              ],
            },
          }
        : { messaging_product: 'whatsapp', to: message.to, type: 'text', text: { body: message.text } };
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new DeliveryError('whatsapp', error instanceof Error ? error.name : 'network error');
      }
      if (!response.ok) {
        // The Graph API error body may echo the recipient: log the status only.
        await response.body?.cancel().catch(() => {});
        throw new DeliveryError('whatsapp', `HTTP ${response.status}`);
      }
      await response.body?.cancel().catch(() => {});
    },
  };
}
