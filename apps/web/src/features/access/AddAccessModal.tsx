import { Modal } from '@mantine/core';
import type { PermissionGroup } from './api';
import { NewPermissionForm } from './NewPermissionForm';
import { NewRoleForm } from './NewRoleForm';

/** What the add modal was opened for (spec 9.6: type 1 a permission, type 2 a role). */
export type AddRequest =
  | { type: 1; title: string; group: PermissionGroup; groups: readonly PermissionGroup[] }
  | { type: 2; title: string };

interface Props {
  opened: boolean;
  request: AddRequest | null;
  onClose(): void;
  onRoleAdded(roleId: number): void;
}

/** The add role / add permission modal; its title comes from the caller. */
export function AddAccessModal({ opened, request, onClose, onRoleAdded }: Props) {
  return (
    <Modal
      opened={opened && request !== null}
      onClose={onClose}
      title={request?.title}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request?.type === 1 && (
        <NewPermissionForm
          group={request.group}
          groups={request.groups}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
      {request?.type === 2 && (
        <NewRoleForm
          onCancel={onClose}
          onDone={(roleId) => {
            onClose();
            onRoleAdded(roleId);
          }}
        />
      )}
    </Modal>
  );
}
