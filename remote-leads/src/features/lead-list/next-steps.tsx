// What a member can do about an empty lead list: fix or choose the data sources (Settings → Data
// Sources), import posts they already have (the import dialog lives there too), or look around the demo
// project. Guests can change none of the project's sources, so they are offered nothing here.
import { Link } from '@signalboard/shared/router';
import { buttonClassName } from '@signalboard/shared/ui';

export interface NextStepsProps {
  projectId: string;
  /** The first action's words: "Choose data sources" or "Fix a data source". */
  sourcesLabel: string;
  /** False in the demo project itself. */
  offerDemo: boolean;
}

export function NextSteps({ projectId, sourcesLabel, offerDemo }: NextStepsProps) {
  const dataSources = `/projects/${encodeURIComponent(projectId)}/settings/data-sources`;
  return (
    <ul className="sb-leads__next-steps" aria-label="Next steps">
      <li>
        <Link className={buttonClassName('primary')} to={dataSources}>
          {sourcesLabel}
        </Link>
      </li>
      <li>
        {/* ?import=csv: the Data Sources tab's "Import posts" dialog is the one way to import. */}
        <Link className={buttonClassName('secondary')} to={`${dataSources}?import=csv`}>
          Import a CSV file
        </Link>
      </li>
      {offerDemo ? (
        <li>
          <Link className={buttonClassName('secondary')} to="/demo">
            Open the demo project
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
