import { type MessageResponse, messageResponse } from '@anupalan/shared';
import { apiRequest } from '../../lib/api';

export function deleteFile(url: string): Promise<MessageResponse> {
  return apiRequest('/api/files', { method: 'DELETE', query: { url }, parser: messageResponse });
}
