// Draws the whole page in the browser, as single-page apps do: crawlers without JavaScript see an empty #root.
const root = document.getElementById("root");
root.innerHTML = `
  <header><nav><a href="/leistungen">Leistungen</a> <a href="/werkstatt">Werkstatt</a> <a href="/kontakt">Kontakt</a> <a href="/impressum">Impressum</a></nav></header>
  <main>
    <h1>Möbel nach Maß aus Leipzig</h1>
    <p>Seit 1998 plant und baut die Tischlerei Holzwerk Muster Einbauschränke, Küchen, Treppen und Einzelmöbel aus heimischem Massivholz. Jedes Stück entsteht in unserer Werkstatt in Leipzig-Plagwitz.</p>
    <h2>Leistungen</h2>
    <ul><li>Einbauschränke und Dachschrägen</li><li>Küchen aus Massivholz</li><li>Treppen und Geländer</li></ul>
  </main>
  <footer><p>Tischlerei Holzwerk Muster, Karl-Heine-Straße 50, 04229 Leipzig, Telefon 0341 1234567</p></footer>`;
