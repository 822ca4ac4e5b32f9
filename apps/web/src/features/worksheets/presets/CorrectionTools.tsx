import { Group } from '@mantine/core';
import { Perm, RoleId, type WorksheetResponse } from '@jobline/shared';
import { useAuth } from '../../auth/AuthProvider';
import { MonthLock } from './MonthLock';
import { OwnDayCorrection } from './OwnDayCorrection';
import { PresetReview } from './PresetReview';

interface Props {
  sheet: WorksheetResponse;
  own: boolean;
  today: string;
  timeZone: string;
  review: number | null;
  onEndReview(): void;
}

/**
 * The corrections part of a worksheet: the review of a waiting correction in review mode, one's own
 * past day's Edit report, and a reviewer's month lock for the person shown.
 */
export function CorrectionTools({ sheet, own, today, timeZone, review, onEndReview }: Props) {
  const { user, can } = useAuth();
  const day = sheet.range.start;
  const oneDay = day === sheet.range.end;
  const superAdmin = user!.role_id === RoleId.SUPER_ADMIN || can(Perm.SUPER_ADMIN);
  const canLock = !own && can(Perm.REVIEW_PRESETS);
  return (
    <>
      {review !== null && (
        <PresetReview
          presetId={review}
          employee={sheet.user.name}
          rows={sheet.report}
          sheet={sheet}
          timeZone={timeZone}
          onDone={onEndReview}
        />
      )}
      {review === null && own && oneDay && day < today && (
        <OwnDayCorrection day={day} userId={sheet.user.id} sheet={sheet} />
      )}
      {oneDay && (
        <Group justify="flex-end">
          <MonthLock
            userId={sheet.user.id}
            employee={sheet.user.name}
            month={day.slice(0, 7)}
            locked={sheet.locked}
            canLock={canLock}
            canUnlock={superAdmin}
          />
        </Group>
      )}
    </>
  );
}
