import { ZUserInfo, type TRegisterBody, type TUserInfo } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';

/** POST /api/users/register/: registration also signs in. */
export async function register(body: TRegisterBody): Promise<TUserInfo> {
  return ZUserInfo.parse(await apiSend<unknown>('POST', '/api/users/register/', body));
}
