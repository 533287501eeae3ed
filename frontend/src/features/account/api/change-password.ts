import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Needs the current password; every other session is signed out (this one gets a new cookie). */
export const changePassword = (body: ChangePasswordBody) =>
  api.post<{ message: string }>('/api/auth/change-password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
