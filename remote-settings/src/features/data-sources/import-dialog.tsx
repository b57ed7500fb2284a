// "Import posts": a CSV or JSON file (or pasted text) previewed here, then sent whole to the API,
// which reads it again, answers the rows it accepted and stores them in an import run whose progress
// is shown until it finishes. The dialog is mounted only while open, so each opening starts empty; it
// cannot be closed while the file is being sent (the run, once started, goes on without it). Before a
// file is chosen it says which columns it reads; `?import=csv` on the Data Sources page opens it.
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@signalboard/shared/query';
import {
  IMPORT_RUN_FAILED,
  errorMessage,
  isRunFinished,
  useAnalysisRun,
  useImportLeads,
  type LeadImportAccepted,
  type LeadImportFormat,
} from '@signalboard/shared/api';
import {
  Button,
  Dialog,
  FormError,
  TextAreaField,
  preloadDialog,
  type ButtonVariant,
} from '@signalboard/shared/ui';
import { useProjectId } from '../../lib/project-loader';
import { ImportColumns } from './import-columns';
import { byteLength, detectFormat, formatSize, previewImport, sizeProblem } from './import-content';
import { ImportPreview } from './import-preview';
import { ImportProgress } from './import-progress';
import { ImportResult, resultSummary } from './import-result';
import { importRunsKey } from './last-import';
import './data-sources.css';

interface ChosenFile {
  name: string;
  size: number;
  text: string;
}

const formatLabels: Record<LeadImportFormat, string> = { csv: 'CSV', json: 'JSON' };

export function ImportPostsButton({
  label = 'Import posts',
  variant = 'secondary',
  requested = false,
  onClosed,
}: {
  label?: string;
  variant?: ButtonVariant;
  /** Holds the dialog open (the page's URL asks for it: `?import=csv`) until onClosed takes it back. */
  requested?: boolean;
  onClosed?: () => void;
}) {
  const [opened, setOpen] = useState(false);
  const open = opened || requested;
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    onClosed?.();
    // Opened from the URL, nothing had focus before it: focus comes back to the button either way.
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <Button
        ref={button}
        variant={variant}
        onMouseEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open ? <ImportDialog onClose={close} /> : null}
    </>
  );
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const projectId = useProjectId();
  const send = useImportLeads(projectId);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [chosenFormat, setChosenFormat] = useState<LeadImportFormat | null>(null);
  const [accepted, setAccepted] = useState<LeadImportAccepted | null>(null);
  const run = useAnalysisRun(projectId, accepted?.analysis_run_id ?? null);
  const finishedRun = run.data && isRunFinished(run.data) ? run.data : null;
  // The CSV import card says how the last import went: it follows this one as it starts and ends.
  const queryClient = useQueryClient();
  const runState = accepted ? `${accepted.analysis_run_id}:${finishedRun ? 'finished' : 'started'}` : null;
  useEffect(() => {
    if (runState) void queryClient.invalidateQueries({ queryKey: importRunsKey(projectId) });
  }, [runState, projectId, queryClient]);
  const fileInput = useRef<HTMLInputElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const ids = { file: useId(), fileNote: useId(), format: useId() };

  const content = file ? file.text : pasted;
  const pastedBytes = useMemo(() => (file ? 0 : byteLength(pasted)), [file, pasted]);
  const pastedProblem = sizeProblem(pastedBytes, 'The pasted text');
  const detected = detectFormat(file?.name ?? null, content);
  const format = chosenFormat ?? detected.format;
  const preview = useMemo(
    () => (content.trim() === '' || pastedProblem ? null : previewImport(format, content)),
    [content, format, pastedProblem],
  );
  const rows = preview && !preview.problem ? preview.rowCount : 0;
  const busy = send.isPending;

  const startOver = () => {
    send.reset();
    setAccepted(null);
    setFile(null);
    setFileProblem(null);
    setPasted('');
    setChosenFormat(null);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    send.reset();
    setFile(null);
    setFileProblem(null);
    setChosenFormat(null);
    if (!chosen) return;
    // Refused before reading: a file over the limit is never loaded into the page.
    const tooBig = sizeProblem(chosen.size, chosen.name);
    if (tooBig) {
      setFileProblem(tooBig);
      return;
    }
    try {
      setFile({ name: chosen.name, size: chosen.size, text: await chosen.text() });
    } catch {
      setFileProblem(`${chosen.name} could not be read. Choose it again, or paste its content.`);
    }
  };

  const removeFile = () => {
    send.reset();
    setFile(null);
    setChosenFormat(null);
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  };

  const submit = async () => {
    try {
      setAccepted(await send.mutateAsync({ format, content }));
    } catch {
      // The server's sentence is shown below; Try again is where the user acts next.
      requestAnimationFrame(() => retryButton.current?.focus());
    }
  };

  const formatHint = chosenFormat
    ? 'Chosen by you.'
    : content.trim() === ''
      ? 'Detected once there is a file or text.'
      : detected.from === 'name'
        ? 'Detected from the file name.'
        : 'Detected from the content.';

  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title="Import posts"
      description="Posts from a CSV or JSON file become leads of this project (platform: CSV import). Up to 5 MB per file."
      actions={
        accepted && finishedRun ? (
          <>
            {finishedRun.status === 'failed' ? (
              <Button
                variant="secondary"
                onClick={() => void submit()}
                loading={busy}
                loadingLabel="Importing"
              >
                Try again
              </Button>
            ) : (
              <Button variant="secondary" onClick={startOver}>
                Import another file
              </Button>
            )}
            <Button onClick={onClose}>Done</Button>
          </>
        ) : accepted ? (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button
              onClick={() => void submit()}
              disabled={rows === 0 || Boolean(fileProblem)}
              loading={busy}
              loadingLabel="Importing"
            >
              {rows === 0 ? 'Import' : `Import ${rows.toLocaleString('en')} ${rows === 1 ? 'row' : 'rows'}`}
            </Button>
          </>
        )
      }
    >
      {/* Always mounted, so the outcome is announced when it arrives (the bar's steps are not). */}
      <p role="status" className="sb-visually-hidden">
        {accepted && finishedRun ? `Import finished. ${resultSummary(accepted, finishedRun)}.` : ''}
      </p>
      {accepted && finishedRun ? (
        <div className="sb-stack">
          <ImportResult key={finishedRun.id} accepted={accepted} run={finishedRun} />
          {send.isError ? (
            <FormError>{errorMessage(send.error, 'Could not import the posts')}</FormError>
          ) : null}
        </div>
      ) : accepted ? (
        <div className="sb-stack">
          <ImportProgress run={run.data} accepted={accepted} />
          {run.isError ? (
            <div className="sb-stack sb-stack--sm">
              <FormError>{errorMessage(run.error, IMPORT_RUN_FAILED)}</FormError>
              <div>
                <Button variant="secondary" size="sm" onClick={() => void run.refetch()}>
                  Check again
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      ) : (
        <fieldset className="settings-plain-fieldset sb-stack" disabled={busy} aria-busy={busy}>
          <div className="sb-field">
            <label className="sb-field__label" htmlFor={ids.file}>
              File (.csv or .json)
            </label>
            <input
              ref={fileInput}
              id={ids.file}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              className="ds-file-input"
              aria-invalid={fileProblem ? true : undefined}
              aria-describedby={ids.fileNote}
              onChange={(event) => void choose(event)}
            />
            {fileProblem ? (
              <p id={ids.fileNote} className="sb-field__error" role="alert">
                {fileProblem}
              </p>
            ) : (
              <p id={ids.fileNote} className="sb-field__hint">
                {file
                  ? `${file.name}, ${formatSize(file.size)}.`
                  : 'Up to 5 MB. A header row names the columns of a CSV.'}
              </p>
            )}
            {file ? (
              <div>
                <Button variant="ghost" size="sm" onClick={removeFile}>
                  Remove the file
                </Button>
              </div>
            ) : null}
          </div>
          {file ? null : (
            <TextAreaField
              label="Or paste the rows"
              hint="CSV with a header row, or a JSON array of objects."
              rows={5}
              value={pasted}
              error={pastedProblem}
              spellCheck={false}
              onChange={(event) => {
                send.reset();
                setPasted(event.target.value);
              }}
            />
          )}
          <fieldset className="settings-plain-fieldset" aria-describedby={ids.format}>
            <legend className="sb-field__label">Format</legend>
            <div className="ds-radios">
              {(['csv', 'json'] as const).map((option) => (
                <label key={option} className="ds-radio">
                  <input
                    type="radio"
                    name="import-format"
                    value={option}
                    checked={format === option}
                    onChange={() => setChosenFormat(option)}
                  />
                  {formatLabels[option]}
                </label>
              ))}
            </div>
            <p id={ids.format} className="sb-field__hint">
              {formatHint}
            </p>
          </fieldset>
          {preview?.problem ? (
            <p className="ds-warning" role="alert">
              {preview.problem}
            </p>
          ) : preview ? (
            <ImportPreview preview={preview} />
          ) : (
            <ImportColumns />
          )}
          {send.isError ? (
            <div className="sb-stack sb-stack--sm">
              <FormError>{errorMessage(send.error, 'Could not import the posts')}</FormError>
              <div>
                <Button ref={retryButton} variant="secondary" size="sm" onClick={() => void submit()}>
                  Try again
                </Button>
              </div>
            </div>
          ) : null}
        </fieldset>
      )}
    </Dialog>
  );
}
