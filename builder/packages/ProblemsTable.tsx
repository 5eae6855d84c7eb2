// Why a package was refused: every problem with its file and JSON path.
import type { PackageProblem } from '../../schemas/package';

export function ProblemsTable({ problems }: { problems: PackageProblem[] }) {
  return (
    <table className="table table-sm" aria-label="Problems">
      <thead>
        <tr>
          <th scope="col">File</th>
          <th scope="col">Path</th>
          <th scope="col">Problem</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem, index) => (
          <tr key={`${problem.file}${problem.path}${index}`}>
            <td>{problem.file}</td>
            <td>
              <code>{problem.path}</code>
            </td>
            <td>{problem.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
