import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Msg, type ImportCommitResult, type ImportPreview } from '@jobline/shared';
import { ApiError } from '../../api/client';
import { notifySuccess } from '../../components/notify';
import { commitImport, previewImport, rowErrorsOf, type CsvKindChoice } from './api';

export type ImportStep = 0 | 1 | 2;

/** Field messages of a file the server could not read at all. */
export interface FileErrors {
  file?: string;
  kind?: string;
}

interface Chosen {
  file: File;
  kind: CsvKindChoice;
}

/** The file's bytes as they are now, so the commit sends exactly what was previewed. */
async function snapshot(file: File): Promise<File> {
  try {
    return new File([await file.arrayBuffer()], file.name, { type: file.type });
  } catch {
    // Chromium refuses to read a file that changed on disk after it was chosen.
    throw new ApiError(400, Msg.imports.chooseAgain, { file: Msg.imports.chooseAgain });
  }
}

const fileErrorsOf = (error: unknown): FileErrors | null => {
  if (!(error instanceof ApiError) || error.httpStatus !== 400 || rowErrorsOf(error)) return null;
  const { file, kind } = error.fieldErrors;
  return file || kind ? { file, kind } : null;
};

/**
 * The three steps of an import: choose a file, read its preview, see what the commit did. The
 * commit sends the same file again and the server checks it afresh under its lock.
 */
export function useImportFlow() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<ImportStep>(0);
  const [file, setFileState] = useState<File | null>(null);
  const [kind, setKind] = useState<CsvKindChoice>('auto');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [previewed, setPreviewed] = useState<Chosen | null>(null);
  const [result, setResult] = useState<ImportCommitResult | null>(null);
  /** Set when a commit found errors the preview had not (the records changed meanwhile). */
  const [stale, setStale] = useState(false);

  const check = useMutation({
    mutationFn: async (chosen: Chosen) => {
      const copy = { file: await snapshot(chosen.file), kind: chosen.kind };
      return { data: await previewImport(copy.file, copy.kind), copy };
    },
    onSuccess: ({ data, copy }) => {
      setPreview(data);
      setPreviewed(copy);
      setStale(false);
      setStep(1);
    },
  });

  const apply = useMutation({
    mutationFn: (chosen: Chosen) => commitImport(chosen.file, chosen.kind),
    onSuccess: (data) => {
      setResult(data);
      setStep(2);
      notifySuccess(data.message);
      // New customers must show in the Customer Registration picker.
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
    onError: (error) => {
      const errors = rowErrorsOf(error);
      if (errors && preview) {
        setPreview({ ...preview, errors, error_count: errors.length, can_commit: false });
        setStale(true);
      }
    },
  });

  const setFile = (next: File | null) => {
    setFileState(next);
    check.reset();
  };

  return {
    step,
    file,
    setFile,
    kind,
    setKind: (next: CsvKindChoice) => {
      setKind(next);
      check.reset();
    },
    preview,
    result,
    stale,
    checking: check.isPending,
    checkError: check.error,
    fileErrors: fileErrorsOf(check.error) ?? {},
    committing: apply.isPending,
    commitError: rowErrorsOf(apply.error) ? null : apply.error,
    runPreview: () => file && check.mutate({ file, kind }),
    runCommit: () => previewed && apply.mutate(previewed),
    /** Back to the first step to choose a corrected file; the previous choice stays selected. */
    chooseAgain: () => {
      apply.reset();
      check.reset();
      setStep(0);
    },
    startOver: () => {
      apply.reset();
      check.reset();
      setFileState(null);
      setKind('auto');
      setPreview(null);
      setPreviewed(null);
      setResult(null);
      setStep(0);
    },
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
