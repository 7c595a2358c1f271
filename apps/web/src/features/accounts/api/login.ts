import { ZUserInfo, type TLoginBody, type TUserInfo } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';

/** POST /api/users/login/; the answer is checked against ZUserInfo before it is stored. */
export async function login(body: TLoginBody): Promise<TUserInfo> {
  return ZUserInfo.parse(await apiSend<unknown>('POST', '/api/users/login/', body));
}
