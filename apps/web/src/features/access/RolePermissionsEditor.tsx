import { useEffect, useMemo } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { queryKeys } from '../../api/queryClient';
import { notifyError, notifySuccess } from '../../components/notify';
import { useAuth } from '../auth/AuthProvider';
import type { RoleSummary } from '../../api/lookups';
import { saveRolePermissions, type PermissionGroup } from './api';
import { changeSummary, employeeCount } from './changeSummary';
import { confirmAction } from '../../components/confirm';
import { PermissionBoard } from './PermissionBoard';
import type { GrantView, Lock } from './PermissionGroupCard';
import { usePermissionGroups, useRolePermissions } from './queries';
import { QueryError } from '../../components/QueryError';
import { SaveBar } from '../../components/SaveBar';
import { superAdminLock } from './superAdminLock';
import { useGrantDraft } from './useGrantDraft';
import { StaleSaveNotices, useRecordChanged, useStaleSave } from '../../components/StaleSave';

interface Props {
  role: RoleSummary;
  onDirtyChange(dirty: boolean): void;
  onAddPermission(group: PermissionGroup): void;
}

/** The permissions of one role, ticked and saved as a whole (POST authorization/role/permissions). */
export function RolePermissionsEditor({ role, onDirtyChange, onAddPermission }: Props) {
  const { can, user } = useAuth();
  const queryClient = useQueryClient();
  const saved = useRolePermissions(role.id);
  const groups = usePermissionGroups();
  const draft = useGrantDraft(saved.data?.permissions);
  const stale = useStaleSave();
  const liveChange = useRecordChanged('role', role.id, saved.data?.version ?? null);
  const fixed = role.id === RoleId.SUPER_ADMIN;
  useEffect(() => {
    onDirtyChange(draft.dirty);
    return () => onDirtyChange(false); // nothing is left unsaved once this editor is gone
  }, [draft.dirty, onDirtyChange]);

  const save = useMutation({
    mutationFn: saveRolePermissions,
    onMutate: () => stale.clear(),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.rolePermissions(role.id), {
        role_id: role.id,
        permissions: result.permissions,
        version: result.version,
      });
      draft.reset();
      notifySuccess(result.message);
      void queryClient.invalidateQueries({ queryKey: ['user-permissions'] });
      if (user?.role_id === role.id) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
    // Someone saved the role meanwhile: the ticks stay, the alert shows theirs beside them.
    onError: (error) => void (stale.caught(error) || notifyError(error)),
  });
  const loadTheirs = async () => {
    draft.reset();
    stale.clear();
    await saved.refetch();
  };

  const view = useMemo<GrantView>(() => {
    if (fixed) {
      // The super admin role always holds everything (the server refuses edits of it).
      const all = (groups.data ?? []).flatMap((g) => g.permissions.map((p) => p.id));
      const lock: Lock = { reason: Msg.access.superAdminRoleFixed };
      return {
        checked: new Set(all),
        locks: new Map(all.map((id) => [id, lock])),
        changed: new Set(),
        onChange: () => {},
      };
    }
    return {
      checked: draft.checked,
      locks: new Map(superAdminLock(can)),
      changed: new Set([...draft.added, ...draft.removed]),
      onChange: draft.set,
    };
  }, [fixed, groups.data, draft, can]);

  const askToSave = () => {
    const lines = [
      `${changeSummary(draft.added.length, draft.removed.length)}.`,
      role.user_count === 0
        ? 'No employee holds this role yet.'
        : `${employeeCount(role.user_count)} ${role.user_count === 1 ? 'holds' : 'hold'} this role; their menus change at once.`,
    ];
    if (user?.role_id === role.id && draft.removed.includes(Perm.ROLE_MANAGEMENT)) {
      lines.push('You hold this role yourself: you will lose access to Role Management.');
    }
    confirmAction({
      confirmLabel: 'Save',
      title: `Save permissions of the role “${role.name}”?`,
      body: lines,
      onConfirm: () =>
        save.mutate({
          role_id: role.id,
          allowed_permissions: [...draft.checked],
          version: saved.data?.version ?? 0,
        }),
    });
  };

  return (
    <Stack>
      <Title order={2} size="h4">
        Permissions of the role “{role.name}”
      </Title>
      {fixed && (
        <Alert variant="light" icon={<IconLock aria-hidden />}>
          {Msg.access.superAdminRoleFixed}.
        </Alert>
      )}
      <StaleSaveNotices
        conflict={stale.conflict}
        change={liveChange}
        saving={save.isPending}
        onLoadTheirs={() => void loadTheirs()}
        onSaveMine={() =>
          save.mutate({
            role_id: role.id,
            allowed_permissions: [...draft.checked],
            version: stale.conflict!.version,
            overwrite: true,
          })
        }
      />
      {saved.isError ? (
        <QueryError what="the role's permissions" error={saved.error} onRetry={() => saved.refetch()} />
      ) : (
        <PermissionBoard view={view} loading={saved.isPending} onAddPermission={onAddPermission} />
      )}
      {!fixed && saved.isSuccess && (
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
