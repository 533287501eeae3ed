import type { User } from '@bb/backend/contracts';
import { AlertTriangle, Shield, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Security: the password (Change Password signs out other sessions). */
export function SecurityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Shield className="size-5 text-primary" aria-hidden="true" />
          Security
        </CardTitle>
        <CardDescription>Keep your account safe with a strong password.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <div className="text-sm">
          <p className="font-medium">Password</p>
          <p className="text-muted-foreground">Changing it signs you out on your other devices.</p>
        </div>
        <ChangePasswordDialog />
      </CardContent>
    </Card>
  );
}

const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'long', day: 'numeric', year: 'numeric' });

/** Account summary: who and since when. */
export function AccountSummaryCard({ user }: { user: User }) {
  const rows: Array<[string, ReactNode]> = [
    ['Name', `${user.firstName} ${user.lastName}`],
    ['Username', user.username],
    ['Email', <span className="break-all">{user.email}</span>],
    ['Member since', memberSince(user.createdAt)],
    [
      'Role',
      <Badge variant={user.role === 'admin' ? 'brand' : 'secondary'} className="capitalize">
        {user.role}
      </Badge>,
    ],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <UserCheck className="size-5 text-primary" aria-hidden="true" />
          Account summary
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-baseline justify-between gap-4">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The Danger Zone: deleting the account. */
export function DangerZoneCard() {
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-destructive">
          <AlertTriangle className="size-5" aria-hidden="true" />
          Danger Zone
        </CardTitle>
        <CardDescription>Permanent actions. Please be certain.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <div className="text-sm">
          <p className="font-medium">Close your account</p>
          <p className="text-muted-foreground">Erase your personal data and sign out for good.</p>
        </div>
        <DeleteAccountDialog />
      </CardContent>
    </Card>
  );
}
