import { type ContactUsValues, type MessageResponse, messageResponse } from '@anupalan/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export function sendContactUs(values: ContactUsValues): Promise<MessageResponse> {
  return apiRequest('/api/contact-us', { method: 'POST', body: { values }, parser: messageResponse });
}

export function useContactUs() {
  return useMutation({ mutationFn: sendContactUs });
}
