import { useEffect, useMemo } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Perm } from '@jobline/shared';
import { queryKeys } from '../../api/queryClient';
import { notifyError, notifySuccess } from '../../components/notify';
import { useAuth } from '../auth/AuthProvider';
import { saveUserPermissions, type UserGrants } from './api';
import { changeSummary } from './changeSummary';
import { confirmAction } from '../../components/confirm';
import { PermissionBoard } from './PermissionBoard';
import type { GrantView, Lock } from './PermissionGroupCard';
import { QueryError } from '../../components/QueryError';
import { SaveBar } from '../../components/SaveBar';
import { superAdminLock } from './superAdminLock';
import { useGrantDraft } from './useGrantDraft';
import { useUserGrants } from './queries';
import { StaleSaveNotices, useRecordChanged, useStaleSave } from '../../components/StaleSave';

interface Props {
  employee: { id: number; name: string };
  roleName: string | null;
  onDirtyChange(dirty: boolean): void;
}

/**
 * One employee's direct permissions on top of the role: the role's permissions show
 * ticked and fixed, the rest can be granted to this employee alone.
 */
export function DirectPermissionsEditor({ employee, roleName, onDirtyChange }: Props) {
  const { can, user } = useAuth();
  const queryClient = useQueryClient();
  const grants = useUserGrants(employee.id);
  const draft = useGrantDraft(grants.data?.permissions);
  const stale = useStaleSave();
  const liveChange = useRecordChanged('user', employee.id, grants.data?.version ?? null);
  useEffect(() => {
    onDirtyChange(draft.dirty);
    return () => onDirtyChange(false); // nothing is left unsaved once this editor is gone
  }, [draft.dirty, onDirtyChange]);
  const fromRole = roleName ? `Granted by the role “${roleName}”` : 'Granted by the role';

  const save = useMutation({
    mutationFn: saveUserPermissions,
    onMutate: () => stale.clear(),
    onSuccess: (result) => {
      queryClient.setQueryData<UserGrants>(queryKeys.userPermissions(employee.id), (old) =>
        old ? { ...old, permissions: result.permissions, version: result.version } : old,
      );
      draft.reset();
      notifySuccess(result.message);
      if (user?.id === employee.id) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
    // Someone saved the employee meanwhile: the ticks stay, the alert shows theirs beside them.
    onError: (error) => void (stale.caught(error) || notifyError(error)),
  });
  const loadTheirs = async () => {
    draft.reset();
    stale.clear();
    await grants.refetch();
  };
  const send = (version: number, overwrite?: boolean) =>
    save.mutate({
      role_id: grants.data?.role_id ?? undefined,
      user_id: employee.id,
      allowed_permissions: [...draft.checked],
      version,
      ...(overwrite ? { overwrite } : {}),
    });

  const rolePermissions = grants.data?.role_permissions;
  const view = useMemo<GrantView>(() => {
    const roleLock: Lock = { reason: fromRole };
    const locks = new Map<number, Lock>(superAdminLock(can));
    for (const id of rolePermissions ?? []) locks.set(id, roleLock);
    return {
      checked: new Set([...(rolePermissions ?? []), ...draft.checked]),
      locks,
      changed: new Set([...draft.added, ...draft.removed]),
      onChange: draft.set,
    };
  }, [rolePermissions, draft, can, fromRole]);

  const askToSave = () => {
    const data = grants.data;
    if (!data) return;
    const lines = [
      `${changeSummary(draft.added.length, draft.removed.length)}.`,
      `${employee.name} keeps every permission of the role as well; the menu changes at once.`,
    ];
    const keepsRoleManagement =
      draft.checked.has(Perm.ROLE_MANAGEMENT) || data.role_permissions.includes(Perm.ROLE_MANAGEMENT);
    if (user?.id === employee.id && !keepsRoleManagement) {
      lines.push('These are your own permissions: you will lose access to Role Management.');
    }
    confirmAction({
      confirmLabel: 'Save',
      title: `Save direct permissions of ${employee.name}?`,
      body: lines,
      onConfirm: () => send(data.version),
    });
  };

  return (
    <Stack>
      <Title order={2} size="h4">
        Direct permissions of {employee.name}
      </Title>
      <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
        {roleName
          ? `Permissions of the role “${roleName}” are ticked and cannot be changed here. Tick others to grant them to ${employee.name} alone.`
          : `${employee.name} has no role. Tick permissions to grant them to this employee alone.`}
      </Alert>
      <StaleSaveNotices
        conflict={stale.conflict}
        change={liveChange}
        saving={save.isPending}
        onLoadTheirs={() => void loadTheirs()}
        onSaveMine={() => send(stale.conflict!.version, true)}
      />
      {grants.isError ? (
        <QueryError what="the employee's permissions" error={grants.error} onRetry={() => grants.refetch()} />
      ) : (
        <PermissionBoard view={view} loading={grants.isPending} />
      )}
      {grants.isSuccess && (
        <SaveBar
          dirty={draft.added.length + draft.removed.length > 0}
          detail={changeSummary(draft.added.length, draft.removed.length)}
          saving={save.isPending}
          onSave={askToSave}
          onDiscard={draft.reset}
        />
      )}
    </Stack>
  );
}
